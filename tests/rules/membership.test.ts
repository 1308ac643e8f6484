// Membership under the capability model (issue 15): joining needs the trip's live invite key,
// `joined` is a set, leaving is whole (response and uid together), a member edits without a
// key, and the organizer can always remove a member, even one padded in before the set rule.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  arrayRemove,
  arrayUnion,
  deleteField,
  deleteDoc,
  doc,
  getDoc,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import {
  actors,
  dbAs,
  day,
  editBatch,
  joinBatch,
  responseFor,
  RETIRED_KEY,
  useRulesEnv,
  type Actor,
} from './support/rules-env';
import { storeResponse, storeTrip } from './support/fixtures';
import { docPath } from '@domain/collections';

const TRIP = 'olivia-summer-in-japan';
const other: Actor = { uid: 'other', email: 'other@example.com' };

const rules = useRulesEnv(async (db) => {
  await storeTrip(db, TRIP, { joined: [actors.traveler.uid, other.uid] });
  await storeResponse(db, TRIP, actors.traveler);
  await storeResponse(db, TRIP, other);
});

const as = (actor: Actor) => dbAs(rules.env, actor);
const tripOf = (db: Firestore) => doc(db, docPath.trip(TRIP));
const responseOf = (db: Firestore, uid: string) => doc(db, docPath.response(TRIP, uid));

async function withoutRules(write: (db: Firestore) => Promise<unknown>) {
  await rules.env.withSecurityRulesDisabled(async (ctx) => void (await write(ctx.firestore() as unknown as Firestore)));
}

/** What "Reset invite link" leaves behind: the trip holds a new key; the old one is retired. */
const resetKey = () => withoutRules((db) => updateDoc(tripOf(db), { inviteKey: 'a-brand-new-invite-key-DDD' }));

describe('joining needs the live invite key', () => {
  it('a stranger joins with the live key', async () => {
    await assertSucceeds(joinBatch(as(actors.stranger), TRIP, actors.stranger));
  });
  it('a stranger cannot join with the key the organizer has just reset', async () => {
    await resetKey();
    await assertFails(joinBatch(as(actors.stranger), TRIP, actors.stranger));
  });
  it('a stranger cannot join with a made-up key', async () => {
    await assertFails(
      joinBatch(as(actors.stranger), TRIP, actors.stranger, {
        response: responseFor(actors.stranger, { inviteKey: RETIRED_KEY }),
      }),
    );
  });
  it('nobody joins a trip made before invite keys until the migration gives it one', async () => {
    await withoutRules((db) => updateDoc(tripOf(db), { inviteKey: deleteField() }));
    const { inviteKey: _inviteKey, ...withoutKey } = responseFor(actors.stranger);
    await assertFails(joinBatch(as(actors.stranger), TRIP, actors.stranger, { response: withoutKey }));
  });
  it('a member who answered rewrites their answer without any key, even after a reset', async () => {
    await resetKey();
    const { inviteKey: _inviteKey, ...withoutKey } = responseFor(actors.traveler, { budget: '$2,000' });
    await assertSucceeds(editBatch(as(actors.traveler), TRIP, actors.traveler.uid, withoutKey));
  });
  it('an invite key that is not a short text is refused', async () => {
    const answers = (inviteKey: unknown) => responseFor(actors.traveler, { inviteKey });
    await assertFails(editBatch(as(actors.traveler), TRIP, actors.traveler.uid, answers(42)));
    await assertFails(editBatch(as(actors.traveler), TRIP, actors.traveler.uid, answers('k'.repeat(101))));
  });
  it("a member cannot slip a stranger in: the response is always the author's own", async () => {
    await assertFails(
      joinBatch(as(actors.traveler), TRIP, actors.traveler, {
        responseUid: actors.stranger.uid,
        response: responseFor(actors.stranger),
        joinedUid: actors.stranger.uid,
      }),
    );
  });
});

describe('joined is a set', () => {
  it('a member cannot add their uid again (the padding attack)', async () => {
    await assertFails(
      updateDoc(tripOf(as(actors.traveler)), { joined: [actors.traveler.uid, other.uid, actors.traveler.uid] }),
    );
  });
  it('a member cannot pad joined in the batch that rewrites their response', async () => {
    await assertFails(
      joinBatch(as(actors.traveler), TRIP, actors.traveler, {
        tripUpdate: { joined: [actors.traveler.uid, other.uid, actors.traveler.uid] },
      }),
    );
  });
  it('a stranger cannot join twice over in one write', async () => {
    await assertFails(
      joinBatch(as(actors.stranger), TRIP, actors.stranger, {
        tripUpdate: { joined: [actors.traveler.uid, other.uid, actors.stranger.uid, actors.stranger.uid] },
      }),
    );
  });
  it('the organizer cannot duplicate a member while removing another', async () => {
    const db = as(actors.organizer);
    const batch = writeBatch(db);
    batch.delete(responseOf(db, other.uid));
    batch.update(tripOf(db), { joined: [actors.traveler.uid, actors.traveler.uid] });
    await assertFails(batch.commit());
  });
  it('the organizer can remove a member whose uid was padded in before the set rule', async () => {
    await withoutRules((db) =>
      updateDoc(tripOf(db), { joined: [actors.traveler.uid, other.uid, actors.traveler.uid] }),
    );
    const db = as(actors.organizer);
    const batch = writeBatch(db);
    batch.delete(responseOf(db, actors.traveler.uid));
    batch.update(tripOf(db), { joined: arrayRemove(actors.traveler.uid) });
    await assertSucceeds(batch.commit());
  });
});

describe('leaving is whole', () => {
  const leave = (actor: Actor, options: { responseUid?: string; joinedUpdate?: unknown } = {}) => {
    const db = as(actor);
    const batch = writeBatch(db);
    // The trip first: the emulator stops at a batch's first refused write, and the trip's rule
    // is the one under test here.
    batch.update(tripOf(db), { joined: options.joinedUpdate ?? arrayRemove(actor.uid) });
    batch.delete(responseOf(db, options.responseUid ?? actor.uid));
    batch.set(doc(db, docPath.user(actor.uid)), { joinedTrips: arrayRemove(TRIP) }, { merge: true });
    return batch.commit();
  };

  it('a traveler leaves a draft trip: response and uid in one batch', async () => {
    await assertSucceeds(leave(actors.traveler));
  });
  it('a traveler cannot leave while the trip is ready', async () => {
    await withoutRules((db) => updateDoc(tripOf(db), { status: 'ready', readyAt: day(0) }));
    await assertFails(leave(actors.traveler));
  });
  it('a traveler cannot delete their response and stay in joined', async () => {
    await assertFails(deleteDoc(responseOf(as(actors.traveler), actors.traveler.uid)));
  });
  it('a traveler cannot take their uid out of joined and keep their response', async () => {
    await assertFails(updateDoc(tripOf(as(actors.traveler)), { joined: arrayRemove(actors.traveler.uid) }));
  });
  it("a traveler cannot take someone else's uid out with their own response", async () => {
    await assertFails(leave(actors.traveler, { joinedUpdate: arrayRemove(other.uid) }));
  });
  it('a traveler cannot take someone else off the trip (their response and uid)', async () => {
    await assertFails(leave(actors.traveler, { responseUid: other.uid, joinedUpdate: arrayRemove(other.uid) }));
  });
  it('a traveler cannot take out a member left without a response by the old rules (only the organizer can)', async () => {
    await withoutRules((db) => deleteDoc(responseOf(db, other.uid)));
    await assertFails(updateDoc(tripOf(as(actors.traveler)), { joined: arrayRemove(other.uid) }));
    await assertSucceeds(updateDoc(tripOf(as(actors.organizer)), { joined: arrayRemove(other.uid) }));
  });
  it('a stranger cannot "leave" a trip they never joined to take a member off', async () => {
    await assertFails(leave(actors.stranger, { responseUid: other.uid, joinedUpdate: arrayRemove(other.uid) }));
  });
  it('after leaving, the traveler can join again with the live key', async () => {
    await leave(actors.traveler);
    await assertSucceeds(joinBatch(as(actors.traveler), TRIP, actors.traveler));
  });
  it('after leaving, the traveler can no longer read the trip', async () => {
    await leave(actors.traveler);
    await assertFails(getDoc(tripOf(as(actors.traveler))));
  });
});

describe('joining a second time', () => {
  it('a member who answered cannot "join" again with arrayUnion (nothing to add)', async () => {
    await assertFails(updateDoc(tripOf(as(actors.traveler)), { joined: arrayUnion(actors.traveler.uid) }));
  });
});
