import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, setDoc, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { actors, dbAs, profileFixture, useRulesEnv } from './support/rules-env';
import { docPath } from '@domain/collections';

const signupDoc = {
  email: actors.traveler.email,
  acceptedTerms: true,
  acceptedTermsTimestamp: new Date().toISOString(),
};
const fullProfile = profileFixture({ ...signupDoc, joinedTrips: ['olivia-japan'] });

const rules = useRulesEnv();

async function seedTravelerProfile() {
  await rules.env.withSecurityRulesDisabled(async (ctx) => {
    await setDoc(doc(ctx.firestore(), docPath.user(actors.traveler.uid)), fullProfile);
  });
}

describe('users/{uid}', () => {
  it('a user can create their own profile at signup', async () => {
    await assertSucceeds(setDoc(doc(dbAs(rules.env, actors.traveler), docPath.user(actors.traveler.uid)), signupDoc));
  });

  it('a user can write the full profile', async () => {
    await assertSucceeds(setDoc(doc(dbAs(rules.env, actors.traveler), docPath.user(actors.traveler.uid)), fullProfile));
  });

  it('a user cannot create a profile for someone else', async () => {
    await assertFails(setDoc(doc(dbAs(rules.env, actors.stranger), docPath.user(actors.traveler.uid)), signupDoc));
  });

  it('a signed-out visitor cannot create a profile', async () => {
    await assertFails(setDoc(doc(dbAs(rules.env, null), docPath.user(actors.traveler.uid)), signupDoc));
  });

  it('a user reads their own profile', async () => {
    await seedTravelerProfile();
    await assertSucceeds(getDoc(doc(dbAs(rules.env, actors.traveler), docPath.user(actors.traveler.uid))));
  });

  it('another user cannot read the profile', async () => {
    await seedTravelerProfile();
    await assertFails(getDoc(doc(dbAs(rules.env, actors.stranger), docPath.user(actors.traveler.uid))));
  });

  it('a signed-out visitor cannot read a profile', async () => {
    await seedTravelerProfile();
    await assertFails(getDoc(doc(dbAs(rules.env, null), docPath.user(actors.traveler.uid))));
  });

  it('a planner cannot read a profile either (nothing in the policy needs it)', async () => {
    await seedTravelerProfile();
    await assertFails(getDoc(doc(dbAs(rules.env, actors.planner), docPath.user(actors.traveler.uid))));
  });

  it('a user cannot add unknown keys such as an admin flag', async () => {
    await assertFails(
      setDoc(doc(dbAs(rules.env, actors.traveler), docPath.user(actors.traveler.uid)), { ...signupDoc, admin: true }),
    );
  });

  it('a user cannot claim another email than the signed-in one', async () => {
    await assertFails(
      setDoc(doc(dbAs(rules.env, actors.traveler), docPath.user(actors.traveler.uid)), {
        ...signupDoc,
        email: 'ceo@example.com',
      }),
    );
  });

  it('a first name of 100 characters is accepted and 101 refused', async () => {
    const db = dbAs(rules.env, actors.traveler);
    await assertSucceeds(
      setDoc(doc(db, docPath.user(actors.traveler.uid)), { ...fullProfile, firstName: 'a'.repeat(100) }),
    );
    await assertFails(
      setDoc(doc(db, docPath.user(actors.traveler.uid)), { ...fullProfile, firstName: 'a'.repeat(101) }),
    );
  });

  it('wrong types are refused (age as text, acceptedTerms as text, birthday as text)', async () => {
    const db = dbAs(rules.env, actors.traveler);
    await assertFails(setDoc(doc(db, docPath.user(actors.traveler.uid)), { ...fullProfile, age: '30' }));
    await assertFails(setDoc(doc(db, docPath.user(actors.traveler.uid)), { ...fullProfile, acceptedTerms: 'yes' }));
    await assertFails(setDoc(doc(db, docPath.user(actors.traveler.uid)), { ...fullProfile, birthday: '1990-01-01' }));
  });

  it('an age under 18 is refused', async () => {
    await assertFails(
      setDoc(doc(dbAs(rules.env, actors.traveler), docPath.user(actors.traveler.uid)), { ...fullProfile, age: 17 }),
    );
  });

  it('a user updates their own preferences', async () => {
    await seedTravelerProfile();
    await assertSucceeds(
      updateDoc(doc(dbAs(rules.env, actors.traveler), docPath.user(actors.traveler.uid)), {
        preferences: 'Window seats',
      }),
    );
  });

  it('another user cannot update the profile', async () => {
    await seedTravelerProfile();
    await assertFails(
      updateDoc(doc(dbAs(rules.env, actors.stranger), docPath.user(actors.traveler.uid)), { preferences: 'hacked' }),
    );
  });

  it('a user deletes their own profile, nobody else can', async () => {
    await seedTravelerProfile();
    await assertFails(deleteDoc(doc(dbAs(rules.env, actors.stranger), docPath.user(actors.traveler.uid))));
    await assertSucceeds(deleteDoc(doc(dbAs(rules.env, actors.traveler), docPath.user(actors.traveler.uid))));
  });
});

describe('anything not matched', () => {
  it('is denied by default, even to planners', async () => {
    // eslint-disable-next-line no-restricted-syntax -- a path the schema must not have, typed on purpose
    await assertFails(setDoc(doc(dbAs(rules.env, actors.planner), 'anything', 'x'), { a: 1 }));
    await assertFails(getDoc(doc(dbAs(rules.env, actors.planner), docPath.checkout('cs_1'))));
  });
});
