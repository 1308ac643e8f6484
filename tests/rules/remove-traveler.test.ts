// The organizer removes a traveler: one batch deletes the response and takes that
// uid out of the trip's joined list; only the organizer, only while the trip is a draft.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  arrayRemove,
  arrayUnion,
  collection,
  deleteDoc,
  doc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { actors, dbAs, day, INVITE_KEY, useRulesEnv, type Actor } from './support/rules-env';
import { storeTrip } from './support/fixtures';
import { collectionPath, docPath } from '@domain/collections';

const TRIP = 'olivia-summer-in-japan';
const other: Actor = { uid: 'other', email: 'other@example.com' };

async function seedTrip(db: Firestore, joined: string[] = [actors.organizer.uid, actors.traveler.uid, other.uid]) {
  await storeTrip(db, TRIP, { joined });
  for (const person of [actors.organizer, actors.traveler, other]) {
    await setDoc(doc(db, docPath.response(TRIP, person.uid)), {
      uid: person.uid,
      name: person.uid,
      email: person.email,
      budget: '$900',
      submittedAt: day(0),
    });
  }
}

const rules = useRulesEnv((db) => seedTrip(db));

/** The app's write (src/features/trips/api/trips-api.ts removeTraveler), with knobs to tamper. */
function remove(actor: Actor | null, responseUid: string, joinedUid: string = responseUid) {
  const db = dbAs(rules.env, actor);
  const batch = writeBatch(db);
  batch.delete(doc(db, docPath.response(TRIP, responseUid)));
  batch.update(doc(db, docPath.trip(TRIP)), { joined: arrayRemove(joinedUid) });
  return batch.commit();
}

/** The organizer deletes the traveler's response and writes `tripUpdate` in the same batch. */
function organizerRemovesTravelerWith(tripUpdate: Record<string, unknown>) {
  const db = dbAs(rules.env, actors.organizer);
  const batch = writeBatch(db);
  batch.delete(doc(db, docPath.response(TRIP, actors.traveler.uid)));
  batch.update(doc(db, docPath.trip(TRIP)), tripUpdate);
  return batch.commit();
}

async function setStatus(status: 'draft' | 'ready') {
  await rules.env.withSecurityRulesDisabled(async (ctx) => {
    await updateDoc(doc(ctx.firestore(), docPath.trip(TRIP)), { status, readyAt: status === 'ready' ? day(0) : null });
  });
}

describe('removing a traveler', () => {
  it('the organizer removes a traveler from a draft trip in one batch', async () => {
    await assertSucceeds(remove(actors.organizer, actors.traveler.uid));
  });
  it('the organizer cannot remove a traveler while the trip is ready', async () => {
    await setStatus('ready');
    await assertFails(remove(actors.organizer, actors.traveler.uid));
  });
  it('the organizer cannot delete a response and leave its author in joined', async () => {
    await assertFails(deleteDoc(doc(dbAs(rules.env, actors.organizer), docPath.response(TRIP, actors.traveler.uid))));
  });
  it('the organizer cannot take someone out of joined and keep their response', async () => {
    await assertFails(
      updateDoc(doc(dbAs(rules.env, actors.organizer), docPath.trip(TRIP)), {
        joined: arrayRemove(actors.traveler.uid),
      }),
    );
  });
  it("the organizer cannot remove a different uid from joined than the deleted response's", async () => {
    await assertFails(remove(actors.organizer, actors.traveler.uid, other.uid));
  });
  it('the organizer cannot remove two travelers with one response deleted, or add someone while removing', async () => {
    await assertFails(organizerRemovesTravelerWith({ joined: [actors.organizer.uid] }));
    await assertFails(organizerRemovesTravelerWith({ joined: [actors.organizer.uid, other.uid, actors.stranger.uid] }));
  });
  it('the organizer cannot replace joined with something that is not a list', async () => {
    // A trip update on its own: in a batch the response delete's rule would refuse it first.
    await assertFails(
      updateDoc(doc(dbAs(rules.env, actors.organizer), docPath.trip(TRIP)), { joined: actors.organizer.uid }),
    );
  });
  it('the organizer cannot swap someone in even when joined holds a duplicate uid', async () => {
    // With a duplicate in joined, one removal can keep the size rule satisfied while a new uid
    // slips in; only the set comparison catches it.
    await rules.env.withSecurityRulesDisabled((ctx) =>
      seedTrip(ctx.firestore() as unknown as Firestore, [
        actors.organizer.uid,
        actors.traveler.uid,
        other.uid,
        other.uid,
      ]),
    );
    await assertFails(organizerRemovesTravelerWith({ joined: [actors.organizer.uid, other.uid, actors.stranger.uid] }));
  });
  it('the organizer cannot change other trip fields in the same write', async () => {
    await assertFails(organizerRemovesTravelerWith({ joined: arrayRemove(actors.traveler.uid), numPeople: 2 }));
  });
  it('the organizer cannot remove themselves from their own trip, by Remove or by leaving it', async () => {
    // Remove on their own card: response first, as the app's batch writes it.
    await assertFails(remove(actors.organizer, actors.organizer.uid));
    // Leaving, as a traveler would: the trip first, so its rule is the one that answers.
    const db = dbAs(rules.env, actors.organizer);
    const batch = writeBatch(db);
    batch.update(doc(db, docPath.trip(TRIP)), { joined: arrayRemove(actors.organizer.uid) });
    batch.delete(doc(db, docPath.response(TRIP, actors.organizer.uid)));
    await assertFails(batch.commit());
    // The control: the same organizer, the same batch, for a traveler.
    await assertSucceeds(remove(actors.organizer, actors.traveler.uid));
  });
  it('a traveler cannot remove another traveler', async () => {
    await assertFails(remove(actors.traveler, other.uid));
  });
  it('a stranger cannot remove anyone', async () => {
    await assertFails(remove(actors.stranger, actors.traveler.uid));
  });
  it('a planner cannot remove anyone', async () => {
    await assertFails(remove(actors.planner, actors.traveler.uid));
  });
  it('a signed-out visitor cannot remove anyone', async () => {
    await assertFails(remove(null, actors.traveler.uid));
  });
  it('a traveler cannot delete their own response alone (leaving takes the uid too: membership.test.ts)', async () => {
    await assertFails(deleteDoc(doc(dbAs(rules.env, actors.traveler), docPath.response(TRIP, actors.traveler.uid))));
    await setStatus('ready');
    await assertFails(deleteDoc(doc(dbAs(rules.env, other), docPath.response(TRIP, other.uid))));
  });
  it('a removed traveler can no longer read the responses', async () => {
    await assertSucceeds(remove(actors.organizer, actors.traveler.uid));
    await assertFails(getDocs(collection(dbAs(rules.env, actors.traveler), collectionPath.responses(TRIP))));
  });
  it('joining again after removal works like a first answer, with the live invite key', async () => {
    await assertSucceeds(remove(actors.organizer, actors.traveler.uid));
    const db = dbAs(rules.env, actors.traveler);
    const batch = writeBatch(db);
    batch.set(doc(db, docPath.response(TRIP, actors.traveler.uid)), {
      uid: actors.traveler.uid,
      firstName: 'Tara',
      lastName: 'Traveler',
      name: 'Tara Traveler',
      email: actors.traveler.email,
      availability: '',
      budget: '$900',
      submittedAt: serverTimestamp(),
    });
    batch.set(doc(db, docPath.privateAnswers(TRIP, actors.traveler.uid)), { inviteKey: INVITE_KEY });
    batch.update(doc(db, docPath.trip(TRIP)), { joined: arrayUnion(actors.traveler.uid) });
    await assertSucceeds(batch.commit());
  });
});
