// Saving the profile against the emulators with the app's own code (src/features/profile/api,
// src/lib/firebase.ts): the form's fields are written, and nothing else in the user document
// is replaced. A trip joined in another tab while the form is saved must stay in joinedTrips.
import { afterAll, describe, expect, it, vi } from 'vitest';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth as adminAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore as adminFirestore } from 'firebase-admin/firestore';
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import {
  PROJECT_ID as APP_PROJECT_ID,
  SUITE_PROJECT_IDS,
  pointAdminSdkAtEmulators,
} from '../../scripts/local-endpoints.mjs';
import { docPath } from '@domain/collections';

/** Runs just before the app's write reaches Firestore: the moment another tab can slip in. */
const beforeWrite = vi.hoisted(() => ({ run: async () => {} }));
vi.mock('firebase/firestore/lite', async (importOriginal) => {
  const real = await importOriginal<typeof import('firebase/firestore/lite')>();
  return {
    ...real,
    setDoc: (async (...args: Parameters<typeof real.setDoc>) => {
      await beforeWrite.run();
      return real.setDoc(...args);
    }) as typeof real.setDoc,
  };
});

const { saveProfile } = await import('../../src/features/profile/api/profile-api');
const { auth } = await import('../../src/lib/firebase');

const PASSWORD = 'profile-save-password';
// As in dashboard-reads.test.ts: data in the reads suite's project (where this vitest project
// points the app's SDK), accounts in the app's (the client SDK's sign-in names no project).
pointAdminSdkAtEmulators();
const admin =
  getApps().find((app) => app.name === 'reads') ?? initializeApp({ projectId: SUITE_PROJECT_IDS.reads }, 'reads');
const accounts =
  getApps().find((app) => app.name === 'accounts') ?? initializeApp({ projectId: APP_PROJECT_ID }, 'accounts');
const db = adminFirestore(admin);

async function signedInUser(label: string) {
  const email = `profile-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const { uid } = await adminAuth(accounts).createUser({ email, password: PASSWORD });
  await signInWithEmailAndPassword(auth, email, PASSWORD);
  return { uid, email };
}

const form = {
  firstName: ' Rita ',
  lastName: 'Reyes',
  birthday: new Date(1990, 4, 17),
  age: 36,
  preferences: 'Trains',
  countriesVisited: 'Portugal',
};

afterAll(() => signOut(auth));

describe('saving the profile', () => {
  it('keeps a trip joined while the form was being saved, and every field the form does not own', async () => {
    const { uid, email } = await signedInUser('race');
    await db.doc(docPath.user(uid)).set({
      email,
      acceptedTerms: true,
      acceptedTermsTimestamp: '2026-11-01T10:00:00.000Z',
      joinedTrips: ['trip-a'],
    });
    beforeWrite.run = async () =>
      void (await db.doc(docPath.user(uid)).update({ joinedTrips: FieldValue.arrayUnion('trip-b') }));

    await saveProfile(uid, email, form);
    beforeWrite.run = async () => {};

    const stored = (await db.doc(docPath.user(uid)).get()).data();
    expect(stored?.joinedTrips).toEqual(['trip-a', 'trip-b']);
    expect(stored?.acceptedTerms).toBe(true);
    expect(stored?.acceptedTermsTimestamp).toBe('2026-11-01T10:00:00.000Z');
    expect(stored).toMatchObject({
      email,
      firstName: 'Rita',
      lastName: 'Reyes',
      name: 'Rita Reyes',
      age: 36,
      preferences: 'Trains',
      countriesVisited: 'Portugal',
    });
    expect(stored?.birthday.toDate().toISOString()).toBe('1990-05-17T12:00:00.000Z');
  });

  it('creates the document with the form fields when the user has none yet', async () => {
    const { uid, email } = await signedInUser('new');
    await saveProfile(uid, email, form);
    const stored = (await db.doc(docPath.user(uid)).get()).data();
    expect(stored).toMatchObject({ email, firstName: 'Rita', name: 'Rita Reyes' });
    expect(stored?.joinedTrips).toBeUndefined();
  });
});
