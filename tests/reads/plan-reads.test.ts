// Firestore reads of opening a trip's plan (docs/trip-plan.md, "Bounded reads"): the app's own
// loadPlan (src/features/plan/api/plan-api.ts) as a signed-in member, against the emulators.
// A 40-item plan with five published versions costs two reads: the newest version and the
// member's private part, never the older versions or the items one by one; "Your plan" adds one
// for the member's calendar link.
import { afterAll, describe, expect, it, vi } from 'vitest';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth as adminAuth } from 'firebase-admin/auth';
import { getFirestore as adminFirestore } from 'firebase-admin/firestore';
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { EMPTY_ITEM_FIELDS } from '@domain/plan';
import { reads, resetReads } from './firestore-reads';
import {
  PROJECT_ID as APP_PROJECT_ID,
  SUITE_PROJECT_IDS,
  pointAdminSdkAtEmulators,
} from '../../scripts/local-endpoints.mjs';
import { docPath } from '@domain/collections';

vi.mock('firebase/firestore/lite', async (importOriginal) => {
  const { instrument } = await import('./firestore-reads');
  return instrument(await importOriginal());
});

const { loadCalendarToken, loadPlan } = await import('../../src/features/plan/api/plan-api');
const { auth } = await import('../../src/lib/firebase');

const PASSWORD = 'plan-reads-password';
pointAdminSdkAtEmulators();
const admin =
  getApps().find((app) => app.name === 'reads') ?? initializeApp({ projectId: SUITE_PROJECT_IDS.reads }, 'reads');
const accounts =
  getApps().find((app) => app.name === 'accounts') ?? initializeApp({ projectId: APP_PROJECT_ID }, 'accounts');
const db = adminFirestore(admin);
const run = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;

afterAll(async () => {
  await signOut(auth);
});

describe('opening a plan', () => {
  it('reads two documents for a 40-item plan, however many versions came before', async () => {
    const email = `plan-reads-${run}@example.com`;
    const { uid } = await adminAuth(accounts).createUser({ email, password: PASSWORD });
    const tripId = `plan-reads-${run}`;
    await db
      .doc(docPath.trip(tripId))
      .set({ tripName: 'Forty items', userId: 'someone-else', joined: [uid], status: 'ready' });
    const items = Array.from({ length: 40 }, (_, n) => ({
      id: `item-${n}`,
      kind: 'activity',
      title: `Activity ${n}`,
      ...EMPTY_ITEM_FIELDS,
      start: { at: `2027-03-${String(10 + (n % 5)).padStart(2, '0')}T09:00`, zone: 'Asia/Makassar' },
      order: n,
      changedIn: 1,
    }));
    for (let version = 1; version <= 5; version++) {
      await db.doc(docPath.planVersion(tripId, version)).set({ version, items, changes: [], travelerNames: {} });
      await db.doc(docPath.planPrivate(tripId, version, uid)).set({ uid, version, items: {} });
    }
    await signInWithEmailAndPassword(auth, email, PASSWORD);

    resetReads();
    const plan = await loadPlan(tripId, uid);

    expect(plan?.version.version).toBe(5);
    expect(plan?.version.items).toHaveLength(40);
    expect(reads.count, reads.calls.join('\n')).toBe(2);

    // What "Your plan" reads when it opens: the plan and the member's calendar link.
    resetReads();
    await Promise.all([loadPlan(tripId, uid), loadCalendarToken(tripId, uid)]);
    expect(reads.count, reads.calls.join('\n')).toBe(3);
  });
});
