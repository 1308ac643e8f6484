import { getDoc, setDoc } from 'firebase/firestore/lite';
import { db } from '../../../lib/firebase';
import { userRef, userUpdateRef } from '../../../lib/firestore-refs';
import type { UserProfile } from '../../../lib/models';

export async function loadProfile(uid: string): Promise<UserProfile | null> {
  const snapshot = await getDoc(userRef(db, uid));
  return snapshot.exists() ? snapshot.data() : null;
}

/** Written once at signup: the terms acceptance the spec asks us to record. */
export async function createProfileAtSignup(uid: string, email: string): Promise<void> {
  await setDoc(userUpdateRef(db, uid), {
    email,
    acceptedTerms: true,
    acceptedTermsTimestamp: new Date().toISOString(),
  });
}

export type ProfileUpdate = Pick<
  UserProfile,
  'firstName' | 'lastName' | 'age' | 'birthday' | 'preferences' | 'countriesVisited'
>;

export async function saveProfile(uid: string, email: string, update: ProfileUpdate): Promise<void> {
  const current = await loadProfile(uid);
  const base: UserProfile = current ?? {
    email,
    acceptedTerms: false,
    acceptedTermsTimestamp: '',
    firstName: '',
    lastName: '',
    name: '',
    age: null,
    birthday: null,
    preferences: '',
    countriesVisited: '',
    profileImage: '',
    joinedTrips: [],
  };
  const firstName = update.firstName.trim();
  const lastName = update.lastName.trim();
  await setDoc(userRef(db, uid), {
    ...base,
    ...update,
    firstName,
    lastName,
    email,
    name: `${firstName} ${lastName}`.trim(),
  });
}

/** The "Email me reminders and updates" switch: writes only emailOptOut. */
export async function saveEmailOptOut(uid: string, optOut: boolean): Promise<void> {
  await setDoc(userUpdateRef(db, uid), { emailOptOut: optOut }, { merge: true });
}
