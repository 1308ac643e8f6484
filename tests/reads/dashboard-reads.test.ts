// Firestore reads of one dashboard load (docs/performance.md: ≤ 3 + trips shown), counted while the
// dashboard's real loading code (src/features/dashboard/api/dashboard-api.ts, with the app's
// own src/lib/firebase.ts) runs in node against the emulators as a signed-in user.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth as adminAuth } from 'firebase-admin/auth';
import { getFirestore as adminFirestore, Timestamp } from 'firebase-admin/firestore';
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { addDays, isoDayToUtcNoonMillis } from '@domain/calendar-day';
import { reads, resetReads } from './firestore-reads';
import {
  PROJECT_ID as APP_PROJECT_ID,
  SUITE_PROJECT_IDS,
  pointAdminSdkAtEmulators,
} from '../../scripts/local-endpoints.mjs';
import { docPath } from '@domain/collections';
import { tripDocument } from '@domain/trip-document';

vi.mock('firebase/firestore/lite', async (importOriginal) => {
  const { instrument } = await import('./firestore-reads');
  return instrument(await importOriginal());
});

const { loadDashboard } = await import('../../src/features/dashboard/api/dashboard-api');
const { auth } = await import('../../src/lib/firebase');

// Firestore data in a project of its own (the reads project in vitest.config.ts points the app's
// SDK at it too), so the functions tests' clearing of the app's project never reaches it. The
// accounts stay in the app's project: the client SDK's sign-in names no project, and the Auth
// emulator answers it from the project it was started with. (Unique emails: nothing collides.)
const PROJECT_ID = SUITE_PROJECT_IDS.reads;
const PASSWORD = 'reads-test-password';
pointAdminSdkAtEmulators();
const admin = getApps().find((app) => app.name === 'reads') ?? initializeApp({ projectId: PROJECT_ID }, 'reads');
const accounts =
  getApps().find((app) => app.name === 'accounts') ?? initializeApp({ projectId: APP_PROJECT_ID }, 'accounts');
const db = adminFirestore(admin);
const run = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;

async function makeUser(name: string): Promise<{ uid: string; email: string }> {
  const email = `reads-${name}-${run}@example.com`;
  const { uid } = await adminAuth(accounts).createUser({ email, password: PASSWORD });
  await db.doc(docPath.user(uid)).set({
    email,
    acceptedTerms: true,
    acceptedTermsTimestamp: new Date().toISOString(),
    firstName: 'Rita',
    lastName: 'Reads',
  });
  return { uid, email };
}

function trip(ownerUid: string, ownerEmail: string, index: number, joined: string[]) {
  const day = (offset: number) => Timestamp.fromMillis(isoDayToUtcNoonMillis(addDays('2099-06-01', offset)) as number);
  return tripDocument(
    {
      tripName: `Reads Trip ${index}`,
      userId: ownerUid,
      organizerEmail: ownerEmail,
      organizerName: 'Rita',
      destination: 'Lisbon',
      numPeople: 4,
      vibe: 'Counting',
      startDate: day(index),
      endDate: day(index + 5),
      timingFlex: 'flexible',
      sameOrigin: 'yes',
      extraNotes: '',
      plannedOptions: {
        hotels: true,
        restaurants: false,
        flights: false,
        transport: false,
        tickets: false,
        all: false,
      },
      tripType: 'domestic',
    },
    Timestamp.fromMillis(Date.parse('2026-01-01T00:00:00Z') + index * 1000),
    { joined, isBooked: index % 3 === 1 },
  );
}

/**
 * A user with `organized` trips of their own (which they also answered, as organizers do)
 * and `joinedOthers` trips of someone else that they joined.
 */
async function userWithTrips(label: string, organized: number, joinedOthers: number) {
  const user = await makeUser(label);
  const other = await makeUser(`${label}-other`);
  const batch = db.batch();
  for (let i = 0; i < organized; i += 1)
    batch.set(
      db.doc(docPath.trip(`reads-${run}-${label}-own-${i}`)),
      trip(user.uid, user.email, i, [user.uid, other.uid]),
    );
  for (let i = 0; i < joinedOthers; i += 1)
    batch.set(
      db.doc(docPath.trip(`reads-${run}-${label}-joined-${i}`)),
      trip(other.uid, other.email, organized + i, [other.uid, user.uid]),
    );
  // A trip the user has nothing to do with: must be neither shown nor read.
  batch.set(db.doc(docPath.trip(`reads-${run}-${label}-foreign`)), trip(other.uid, other.email, 99, [other.uid]));
  await batch.commit();
  return user;
}

beforeAll(() => {
  expect(auth.app.options.projectId).toBe(PROJECT_ID); // the app's own Firebase setup, on the emulators
});
afterAll(() => signOut(auth));

describe('Firestore reads of a dashboard load', () => {
  it.each([
    ['1 trip', 1, 0],
    ['5 trips', 3, 2],
    ['20 trips', 12, 8],
  ])('%s: at most 3 + trips shown', async (label, organized, joinedOthers) => {
    const user = await userWithTrips(label.replace(' ', '-'), organized, joinedOthers);
    await signInWithEmailAndPassword(auth, user.email, PASSWORD);
    resetReads();

    const { profile, trips } = await loadDashboard(user.uid);

    const shown = organized + joinedOthers;
    expect(profile?.firstName).toBe('Rita');
    expect(trips).toHaveLength(shown);
    expect(new Set(trips.map((t) => t.id)).size).toBe(shown);
    // Profile (1) + own trips + others' joined trips (an empty query still costs 1).
    expect(reads.count, reads.calls.join('\n')).toBe(1 + Math.max(1, organized) + Math.max(1, joinedOthers));
    expect(reads.count).toBeLessThanOrEqual(3 + shown);
    expect(reads.calls).toHaveLength(3); // one get and two queries, whatever the number of trips
  });
});
