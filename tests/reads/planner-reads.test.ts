// Firestore reads of the planner workspace at agency scale (issue 18), on the large data set
// (scripts/large-data.ts: 1,000 trips, one with 100 answers, one user in 50 trips). The app's
// own loading code (src/features/admin/api/admin-api.ts, the dashboard's loadDashboard) runs in
// node against the emulators, signed in as the data set's planner or busy user.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth as adminAuth } from 'firebase-admin/auth';
import { getFirestore as adminFirestore } from 'firebase-admin/firestore';
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { LARGE, seedLargeDataSet, type LargeDataSet } from '../../scripts/large-data';
import { reads, resetReads } from './firestore-reads';
import {
  PROJECT_ID as APP_PROJECT_ID,
  SUITE_PROJECT_IDS,
  pointAdminSdkAtEmulators,
} from '../../scripts/local-endpoints.mjs';

vi.mock('firebase/firestore/lite', async (importOriginal) => {
  const { instrument } = await import('./firestore-reads');
  return instrument(await importOriginal());
});

const { countTrips, LATEST_NOTES, listNotes, listTrips, loadTripWithResponses, PAGE_SIZE } =
  await import('../../src/features/admin/api/admin-api');
const { loadDashboard } = await import('../../src/features/dashboard/api/dashboard-api');
const { auth } = await import('../../src/lib/firebase');

// As in dashboard-reads.test.ts: Firestore data in the reads suite's own project (the app's SDK
// points there in this vitest project), accounts in the app's project (the client SDK's
// sign-in names no project, so the Auth emulator answers from the one it was started with).
const PROJECT_ID = SUITE_PROJECT_IDS.reads;
pointAdminSdkAtEmulators();
const admin = getApps().find((app) => app.name === 'reads') ?? initializeApp({ projectId: PROJECT_ID }, 'reads');
const accounts =
  getApps().find((app) => app.name === 'accounts') ?? initializeApp({ projectId: APP_PROJECT_ID }, 'accounts');
let data: LargeDataSet;

beforeAll(async () => {
  expect(auth.app.options.projectId).toBe(PROJECT_ID);
  data = await seedLargeDataSet(adminFirestore(admin), adminAuth(accounts));
}, 180_000);
afterAll(() => signOut(auth));

describe('Firestore reads of the planner workspace on 1,000 trips', () => {
  beforeAll(() => signInWithEmailAndPassword(auth, LARGE.planner.email, LARGE.password));

  it('the first admin page reads at most 25 trip documents plus three counts', async () => {
    resetReads();
    const [counts, page] = await Promise.all([countTrips(), listTrips({ state: 'ready' })]);

    expect(page.trips).toHaveLength(PAGE_SIZE);
    expect(page.trips.map((t) => t.id)).toContain(LARGE.hundredTrip); // the newest large trip
    expect(page.next).not.toBeNull();
    // The counts cover the whole data set (other suites may add trips of their own).
    const large = LARGE.tripCount - LARGE.booked - LARGE.finished;
    expect(counts.ready).toBeGreaterThanOrEqual(large);
    expect(counts.booked).toBeGreaterThanOrEqual(LARGE.booked);
    expect(counts.finished).toBeGreaterThanOrEqual(LARGE.finished);
    expect(reads.documents, reads.calls.join('\n')).toBe(PAGE_SIZE);
    expect(reads.aggregations).toBe(3);
    // 25 documents, and each count bills 1 read per 1,000 trips counted.
    expect(reads.count).toBeLessThanOrEqual(PAGE_SIZE + 3);
  });

  it('"Load more" reads the next 25 and nothing before them', async () => {
    const first = await listTrips({ state: 'ready' });
    resetReads();
    const second = await listTrips({ state: 'ready' }, first.next ?? undefined);

    expect(second.trips).toHaveLength(PAGE_SIZE);
    const shown = new Set(first.trips.map((t) => t.id));
    expect(second.trips.some((t) => shown.has(t.id))).toBe(false);
    const times = [...first.trips, ...second.trips].map((t) => t.readyAt?.getTime() ?? 0);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(reads.count, reads.calls.join('\n')).toBe(PAGE_SIZE);
  });

  it('each list pages by its own state: booked and finished', async () => {
    resetReads();
    const [booked, finished] = await Promise.all([listTrips({ state: 'booked' }), listTrips({ state: 'finished' })]);
    expect(booked.trips.every((t) => t.isBooked && !t.isFinished)).toBe(true);
    expect(finished.trips.every((t) => t.isFinished)).toBe(true);
    expect(reads.count).toBe(2 * PAGE_SIZE);
  });

  it('"Mine" lists only the trips assigned to the planner', async () => {
    resetReads();
    const mine = await listTrips({ state: 'ready', assignedTo: data.plannerUid });
    expect(mine.trips.length).toBeGreaterThan(0);
    expect(mine.trips.every((t) => t.assignedTo?.uid === data.plannerUid)).toBe(true);
    expect(reads.count).toBeLessThanOrEqual(PAGE_SIZE);
  });

  // Each answer is two documents (what the group sees, and the private part only the traveler,
  // the organizer and planners read; docs/security.md), so 1 + 2 × 100, plus the newest notes.
  // One more for the answers to planners-only join questions (trips/{id}/plannerAnswers, one
  // query: 1 read when the trip asks none, one per traveler who answered one).
  it('the 100-answer responses page reads at most 202 documents plus the newest notes', async () => {
    resetReads();
    // What its loader asks for: the trip, every answer and the newest LATEST_NOTES notes.
    const loading = loadTripWithResponses(LARGE.hundredTrip);
    const [trip, responses, notes] = await Promise.all([
      loading.trip,
      loading.responses,
      listNotes(LARGE.hundredTrip, { count: LATEST_NOTES }),
    ]);

    expect(trip?.tripName).toBe('Hundred Travelers Reunion');
    expect(responses).toHaveLength(LARGE.hundredResponses);
    expect(responses.filter((r) => r.fromLocation !== '')).toHaveLength(LARGE.hundredResponses);
    // The trip has more notes than that: the read stops at LATEST_NOTES and offers the rest.
    expect(LARGE.hundredNotes).toBeGreaterThan(LATEST_NOTES);
    expect(notes.notes).toHaveLength(LATEST_NOTES);
    expect(notes.earlierFrom).not.toBeNull();
    expect(reads.count, reads.calls.join('\n')).toBeLessThanOrEqual(2 + 2 * LARGE.hundredResponses + LATEST_NOTES);
  });

  it('"Show earlier notes" reads only the notes not shown yet', async () => {
    const latest = await listNotes(LARGE.hundredTrip, { count: LATEST_NOTES });
    resetReads();
    const earlier = await listNotes(LARGE.hundredTrip, { after: latest.earlierFrom ?? undefined });

    expect(earlier.notes).toHaveLength(LARGE.hundredNotes - LATEST_NOTES);
    const shown = new Set(latest.notes.map((note) => note.id));
    expect(earlier.notes.some((note) => shown.has(note.id))).toBe(false);
    expect(reads.count).toBe(LARGE.hundredNotes - LATEST_NOTES);
  });
});

describe('Firestore reads of a dashboard in 50 trips', () => {
  beforeAll(() => signInWithEmailAndPassword(auth, LARGE.busy.email, LARGE.password));

  it('stays at 3 + trips shown', async () => {
    resetReads();
    const { profile, trips } = await loadDashboard(data.busyUid);

    expect(profile?.firstName).toBe(LARGE.busy.firstName);
    expect(trips).toHaveLength(LARGE.busyTrips);
    expect(reads.count, reads.calls.join('\n')).toBeLessThanOrEqual(3 + trips.length);
    expect(reads.calls).toHaveLength(3);
  });
});
