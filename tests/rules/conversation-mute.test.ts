// "Mute this conversation" (docs/conversation.md, "Email"): trips/{id}/conversationPrefs/{uid} is
// read and written by that person alone while they are on the trip; another member, the
// organizer, a planner, a stranger and the signed out are refused, and so is any write of
// another shape. The digest cursors (conversationDigests) are the functions' alone. Each
// refusal comes with a control that succeeds.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { actors, dbAs, useRulesEnv, type Actor } from './support/rules-env';
import { storeTrip } from './support/fixtures';
import { collectionPath, docPath } from '@domain/collections';

const TRIP = 'olivia-bali-retreat';
const mate: Actor = { uid: 'mate', email: 'mate@example.com', emailVerified: true };
const { organizer, traveler, stranger, planner } = actors;

const rules = useRulesEnv(async (db) => {
  await storeTrip(db, TRIP, { joined: [organizer.uid, traveler.uid, mate.uid] });
  await setDoc(doc(db, docPath.conversationPrefs(TRIP, traveler.uid)), {
    uid: traveler.uid,
    muted: true,
    updatedAt: Timestamp.now(),
  });
  await setDoc(doc(db, docPath.conversationPrefs(TRIP, stranger.uid)), {
    uid: stranger.uid,
    muted: false,
    updatedAt: Timestamp.now(),
  });
  await setDoc(doc(db, docPath.conversationDigest(TRIP, traveler.uid)), {
    uid: traveler.uid,
    day: '2027-03-02',
    at: Timestamp.now(),
    muted: true,
  });
});

const as = (actor: Actor | null) => dbAs(rules.env, actor);
const prefsOf = (actor: Actor | null, uid: string) => doc(as(actor), docPath.conversationPrefs(TRIP, uid));
const mute = (uid: string, muted = true) => ({ uid, muted, updatedAt: serverTimestamp() });

describe('conversation mute: reading', () => {
  it('the person reads their own; another member, the organizer, a planner and the signed out do not', async () => {
    await assertSucceeds(getDoc(prefsOf(traveler, traveler.uid)));
    await assertFails(getDoc(prefsOf(mate, traveler.uid)));
    await assertFails(getDoc(prefsOf(organizer, traveler.uid)));
    await assertFails(getDoc(prefsOf(planner, traveler.uid)));
    await assertFails(getDoc(prefsOf(null, traveler.uid)));
  });

  it('someone off the trip does not read even a document under their own uid', async () => {
    await assertFails(getDoc(prefsOf(stranger, stranger.uid)));
  });

  it('nobody lists the trip’s mutes', async () => {
    await assertFails(getDocs(collection(as(organizer), collectionPath.conversationPrefs(TRIP))));
    await assertFails(getDocs(collection(as(traveler), collectionPath.conversationPrefs(TRIP))));
  });
});

describe('conversation mute: writing', () => {
  it('a member and the organizer mute and unmute in their own name', async () => {
    await assertSucceeds(setDoc(prefsOf(mate, mate.uid), mute(mate.uid)));
    await assertSucceeds(setDoc(prefsOf(mate, mate.uid), mute(mate.uid, false)));
    await assertSucceeds(setDoc(prefsOf(organizer, organizer.uid), mute(organizer.uid)));
    await assertSucceeds(updateDoc(prefsOf(traveler, traveler.uid), { muted: false, updatedAt: serverTimestamp() }));
  });

  it('another member, the organizer and a planner cannot mute (or unmute) someone else', async () => {
    await assertFails(setDoc(prefsOf(mate, traveler.uid), mute(traveler.uid, false)));
    await assertFails(setDoc(prefsOf(organizer, mate.uid), mute(mate.uid)));
    await assertFails(setDoc(prefsOf(planner, mate.uid), mute(mate.uid)));
    await assertFails(setDoc(prefsOf(mate, traveler.uid), mute(mate.uid)));
  });

  it('a stranger and the signed out cannot write one, not even under their own uid', async () => {
    await assertFails(setDoc(prefsOf(stranger, stranger.uid), mute(stranger.uid)));
    await assertFails(setDoc(prefsOf(stranger, 'newcomer'), mute('newcomer')));
    await assertFails(setDoc(prefsOf(null, mate.uid), mute(mate.uid)));
  });

  it('a removed traveler can no longer change theirs', async () => {
    await rules.env.withSecurityRulesDisabled((ctx) =>
      updateDoc(doc(ctx.firestore(), docPath.trip(TRIP)), { joined: [organizer.uid, mate.uid] }),
    );
    await assertFails(setDoc(prefsOf(traveler, traveler.uid), mute(traveler.uid, false)));
  });

  it('only { uid, muted, updatedAt }: a missing or extra field, a wrong uid, a non-boolean or an old stamp is refused', async () => {
    await assertFails(setDoc(prefsOf(mate, mate.uid), { uid: mate.uid, muted: true }));
    await assertFails(setDoc(prefsOf(mate, mate.uid), { ...mute(mate.uid), digest: 'weekly' }));
    await assertFails(setDoc(prefsOf(mate, mate.uid), mute(traveler.uid)));
    await assertFails(setDoc(prefsOf(mate, mate.uid), { ...mute(mate.uid), muted: 'yes' }));
    await assertFails(setDoc(prefsOf(mate, mate.uid), { ...mute(mate.uid), updatedAt: Timestamp.fromMillis(0) }));
    await assertSucceeds(setDoc(prefsOf(mate, mate.uid), mute(mate.uid)));
  });

  it('nobody deletes one (leaving the trip or the account takes it)', async () => {
    await assertFails(deleteDoc(prefsOf(traveler, traveler.uid)));
  });
});

describe('conversation digest cursors', () => {
  it('are the functions’ alone: the person cannot read or move theirs', async () => {
    const cursor = (actor: Actor) => doc(as(actor), docPath.conversationDigest(TRIP, traveler.uid));
    await assertFails(getDoc(cursor(traveler)));
    await assertFails(getDoc(cursor(planner)));
    await assertFails(
      setDoc(cursor(traveler), { uid: traveler.uid, day: '2099-01-01', at: serverTimestamp(), muted: false }),
    );
  });
});
