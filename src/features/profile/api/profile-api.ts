import { getDoc, setDoc } from 'firebase/firestore/lite';
import { db } from '@/lib/firebase';
import { userRef, userUpdateRef } from '@/lib/firestore-refs';
import { profileFieldsToFirestore } from '@/lib/converters';
import type { UserProfile } from '@/lib/models';

export async function loadProfile(uid: string): Promise<UserProfile | null> {
  const snapshot = await getDoc(userRef(db, uid));
  return snapshot.exists() ? snapshot.data() : null;
}

/** Written once at signup: the terms acceptance we must be able to show. */
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

/**
 * Writes only what the profile form owns, merged into the document: joinedTrips (changed by
 * joining a trip, maybe in another tab meanwhile), the terms acceptance and anything else stay.
 */
export async function saveProfile(uid: string, email: string, update: ProfileUpdate): Promise<void> {
  const firstName = update.firstName.trim();
  const lastName = update.lastName.trim();
  await setDoc(
    userUpdateRef(db, uid),
    profileFieldsToFirestore({ ...update, firstName, lastName, email, name: `${firstName} ${lastName}`.trim() }),
    { merge: true },
  );
}

/** The "Email me reminders and updates" switch: writes only emailOptOut. */
export async function saveEmailOptOut(uid: string, optOut: boolean): Promise<void> {
  await setDoc(userUpdateRef(db, uid), { emailOptOut: optOut }, { merge: true });
}

/**
 * The name a traveler typed on their first answer, kept as their profile's name when the profile
 * has none yet (issue #45: sign-up from an invite goes straight to the form; the profile page is
 * offered afterwards). Writes only the name fields.
 */
export async function saveProfileName(uid: string, email: string, firstName: string, lastName: string): Promise<void> {
  const first = firstName.trim();
  const last = lastName.trim();
  await setDoc(
    userUpdateRef(db, uid),
    profileFieldsToFirestore({ firstName: first, lastName: last, email, name: `${first} ${last}`.trim() }),
    { merge: true },
  );
}
