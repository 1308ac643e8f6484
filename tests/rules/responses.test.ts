import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { arrayUnion, collection, doc, getDoc, getDocs, setDoc, updateDoc, type Firestore } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import {
  actors,
  dbAs,
  day,
  joinBatch,
  responseFor,
  useRulesEnv,
  type Actor,
  type JoinOptions,
} from './support/rules-env';
import { storeResponse, storeTrip } from './support/fixtures';
import { collectionPath, docPath } from '@domain/collections';

const TRIP = 'olivia-summer-in-japan';
const rules = useRulesEnv((db) => storeTrip(db, TRIP));

/** The app's write: response + joined arrayUnion + user's joinedTrips, in one batch. */
const join = (actor: Actor, options: JoinOptions = {}) => joinBatch(dbAs(rules.env, actor), TRIP, actor, options);

async function seedResponse(actor: Actor) {
  await rules.env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore() as unknown as Firestore;
    await storeResponse(db, TRIP, actor, { submittedAt: day(0) });
    await updateDoc(doc(db, docPath.trip(TRIP)), { joined: arrayUnion(actor.uid) });
  });
}

describe('responses: writing', () => {
  it('a traveler joins a draft trip in one batch', async () => {
    await assertSucceeds(join(actors.traveler));
  });
  it('a traveler can submit again (overwrite) while the trip is a draft: the response alone, as the app writes it', async () => {
    await seedResponse(actors.traveler);
    await assertSucceeds(
      join(actors.traveler, { response: responseFor(actors.traveler, { budget: '$2,000' }), updateTrip: false }),
    );
  });
  it("cannot write another person's response", async () => {
    await assertFails(
      join(actors.traveler, { responseUid: actors.stranger.uid, response: responseFor(actors.stranger) }),
    );
  });
  it('cannot write with another email', async () => {
    await assertFails(
      join(actors.traveler, { response: responseFor(actors.traveler, { email: actors.stranger.email }) }),
    );
  });
  it('cannot write while the trip is ready', async () => {
    await rules.env.withSecurityRulesDisabled(async (ctx) => {
      await updateDoc(doc(ctx.firestore(), docPath.trip(TRIP)), { status: 'ready', readyAt: day(0) });
    });
    await assertFails(join(actors.traveler));
  });
  it("cannot add someone else's uid to joined", async () => {
    await assertFails(join(actors.traveler, { joinedUid: actors.stranger.uid }));
  });
  it('a missing budget is refused', async () => {
    const { budget: _budget, ...withoutBudget } = responseFor(actors.traveler);
    await assertFails(join(actors.traveler, { response: withoutBudget }));
  });
  it('a blank budget or first name is refused', async () => {
    await assertFails(join(actors.traveler, { response: responseFor(actors.traveler, { budget: '   ' }) }));
    await assertFails(join(actors.traveler, { response: responseFor(actors.traveler, { firstName: '' }) }));
  });
  it('a client-chosen submittedAt is refused', async () => {
    await assertFails(join(actors.traveler, { response: responseFor(actors.traveler, { submittedAt: day(0) }) }));
  });
  it('an unknown field is refused', async () => {
    await assertFails(join(actors.traveler, { response: responseFor(actors.traveler, { paid: true }) }));
  });
  it('a response without the joined update is refused', async () => {
    await assertFails(join(actors.traveler, { updateTrip: false }));
  });
  it('a signed-out visitor cannot respond', async () => {
    const db = dbAs(rules.env, null);
    await assertFails(setDoc(doc(db, docPath.response(TRIP, actors.traveler.uid)), responseFor(actors.traveler)));
  });
});

describe('responses: reading', () => {
  beforeEach(async () => {
    await seedResponse(actors.traveler);
  });
  const responses = (actor: Actor) => collection(dbAs(rules.env, actor), collectionPath.responses(TRIP));

  it('the owner reads all responses', async () => {
    await assertSucceeds(getDocs(responses(actors.organizer)));
  });
  it("a respondent reads others' responses", async () => {
    const other = { uid: 'other', email: 'other@example.com' };
    await seedResponse(other);
    await assertSucceeds(getDocs(responses(actors.traveler)));
    await assertSucceeds(getDoc(doc(responses(actors.traveler), other.uid)));
  });
  it('a stranger cannot read responses', async () => {
    await assertFails(getDocs(responses(actors.stranger)));
    await assertFails(getDoc(doc(responses(actors.stranger), actors.traveler.uid)));
  });
  it('a planner (admin claim true) reads responses', async () => {
    await assertSucceeds(getDocs(responses(actors.planner)));
  });
  it('a traveler who has not answered may get their own (missing) response, but not list the others', async () => {
    await assertSucceeds(getDoc(doc(responses(actors.stranger), actors.stranger.uid)));
    await assertFails(getDocs(responses(actors.stranger)));
  });
  it('an admin claim given as the string "true" cannot read', async () => {
    await assertFails(getDocs(responses({ ...actors.stranger, admin: 'true' })));
  });
});
