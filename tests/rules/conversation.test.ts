// The trip conversation (docs/conversation.md): who reads and writes the group thread and each
// traveler's private thread with the planners, the 15-minute edit window, hiding by planners and
// the per-person rate limit. Each refusal comes with a control that succeeds.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { actors, dbAs, useRulesEnv, type Actor } from './support/rules-env';
import { storeTrip } from './support/fixtures';
import { collectionPath, docPath } from '@domain/collections';
import { MESSAGE_RATE } from '@domain/conversation';

const TRIP = 'olivia-bali-retreat';
const mate: Actor = { uid: 'mate', email: 'mate@example.com', emailVerified: true };
const { organizer, traveler, stranger, planner } = actors;
const unverifiedPlanner: Actor = { uid: 'fake-planner', email: 'fake@example.com', admin: true };

const minutesAgo = (minutes: number) => Timestamp.fromMillis(Date.now() - minutes * 60_000);
const stored = (author: Actor, overrides: Record<string, unknown> = {}) => ({
  authorUid: author.uid,
  role: author.admin ? 'planner' : 'traveler',
  text: 'Is the villa near the beach?',
  createdAt: minutesAgo(1),
  editedAt: null,
  hidden: false,
  ...overrides,
});

const rules = useRulesEnv(async (db) => {
  // The conversation works from the moment a trip exists: a draft trip, no plan.
  await storeTrip(db, TRIP, { joined: [organizer.uid, traveler.uid, mate.uid] });
  await setDoc(doc(db, docPath.message(TRIP, 'g-traveler')), stored(traveler));
  await setDoc(doc(db, docPath.message(TRIP, 'g-old')), stored(traveler, { createdAt: minutesAgo(20) }));
  await setDoc(doc(db, docPath.message(TRIP, 'g-hidden')), stored(mate, { hidden: true }));
  await setDoc(doc(db, docPath.privateMessage(TRIP, traveler.uid, 'p-traveler')), stored(traveler));
  await setDoc(doc(db, docPath.privateMessage(TRIP, traveler.uid, 'p-planner')), stored(planner));
  await setDoc(doc(db, docPath.privateMessage(TRIP, traveler.uid, 'p-hidden')), stored(traveler, { hidden: true }));
  await setDoc(doc(db, docPath.message(TRIP, 'g-planner')), stored(planner));
});

const as = (actor: Actor | null) => dbAs(rules.env, actor);
type Thread = 'group' | string;
const messagesOf = (db: Firestore, thread: Thread) =>
  collection(db, thread === 'group' ? collectionPath.messages(TRIP) : collectionPath.privateMessages(TRIP, thread));
const messageDoc = (db: Firestore, thread: Thread, id: string) =>
  doc(db, thread === 'group' ? docPath.message(TRIP, id) : docPath.privateMessage(TRIP, thread, id));
const quotaDoc = (db: Firestore, uid: string) => doc(db, docPath.messageQuota(TRIP, uid));

/** One message and its author's counter in one batch, as the app writes them. */
async function send(
  actor: Actor,
  thread: Thread,
  options: {
    id?: string;
    message?: Record<string, unknown>;
    quota?: Record<string, unknown> | null;
    step?: { windowStart: Timestamp; count: number };
  } = {},
) {
  const db = as(actor);
  const id = options.id ?? `m-${Math.random().toString(36).slice(2)}`;
  const batch = writeBatch(db);
  batch.set(messageDoc(db, thread, id), {
    authorUid: actor.uid,
    role: actor.admin ? 'planner' : 'traveler',
    text: 'Hello all',
    createdAt: serverTimestamp(),
    editedAt: null,
    hidden: false,
    ...options.message,
  });
  if (options.quota !== null)
    batch.set(quotaDoc(db, actor.uid), {
      uid: actor.uid,
      windowStart: options.step ? options.step.windowStart : serverTimestamp(),
      count: options.step ? options.step.count : 1,
      at: serverTimestamp(),
      lastMessageId: id,
      ...options.quota,
    });
  await batch.commit();
  return id;
}

const seedQuota = (uid: string, fields: Record<string, unknown>) =>
  rules.env.withSecurityRulesDisabled((ctx) =>
    setDoc(doc(ctx.firestore(), docPath.messageQuota(TRIP, uid)), {
      uid,
      at: minutesAgo(0.1),
      lastMessageId: 'earlier',
      ...fields,
    }),
  );
const removeFromTrip = (uid: string) =>
  rules.env.withSecurityRulesDisabled((ctx) =>
    updateDoc(doc(ctx.firestore(), docPath.trip(TRIP)), {
      joined: [organizer.uid, traveler.uid, mate.uid].filter((u) => u !== uid),
    }),
  );
const visible = (db: Firestore, thread: Thread) => query(messagesOf(db, thread), where('hidden', '==', false));

describe('conversation: reading the group thread', () => {
  it('the organizer, members and planners read it; a stranger and the signed out do not', async () => {
    for (const actor of [organizer, traveler, mate]) {
      await assertSucceeds(getDoc(messageDoc(as(actor), 'group', 'g-traveler')));
      await assertSucceeds(getDocs(visible(as(actor), 'group')));
    }
    await assertSucceeds(getDocs(messagesOf(as(planner), 'group')));
    await assertFails(getDoc(messageDoc(as(stranger), 'group', 'g-traveler')));
    await assertFails(getDocs(visible(as(stranger), 'group')));
    await assertFails(getDoc(messageDoc(as(null), 'group', 'g-traveler')));
    // A planner's claim counts only on a verified address.
    await assertFails(getDocs(messagesOf(as(unverifiedPlanner), 'group')));
  });

  it('a hidden message is read by planners only; members list only the visible ones', async () => {
    await assertFails(getDoc(messageDoc(as(mate), 'group', 'g-hidden')));
    await assertFails(getDocs(messagesOf(as(traveler), 'group')));
    await assertSucceeds(getDoc(messageDoc(as(planner), 'group', 'g-hidden')));
  });

  it('a removed traveler loses the thread', async () => {
    await removeFromTrip(traveler.uid);
    await assertFails(getDocs(visible(as(traveler), 'group')));
    await assertSucceeds(getDocs(visible(as(mate), 'group')));
  });
});

describe('conversation: the private thread', () => {
  it('the traveler and planners read it', async () => {
    await assertSucceeds(getDocs(visible(as(traveler), traveler.uid)));
    await assertSucceeds(getDoc(messageDoc(as(traveler), traveler.uid, 'p-planner')));
    await assertSucceeds(getDocs(messagesOf(as(planner), traveler.uid)));
  });

  it('the organizer, other members and strangers are refused', async () => {
    for (const actor of [organizer, mate, stranger]) {
      await assertFails(getDocs(visible(as(actor), traveler.uid)));
      await assertFails(getDoc(messageDoc(as(actor), traveler.uid, 'p-traveler')));
      await assertFails(send(actor, traveler.uid));
    }
  });

  it('the traveler and a planner write in it; the organizer and a member do not', async () => {
    await assertSucceeds(send(traveler, traveler.uid));
    await assertSucceeds(send(planner, traveler.uid));
    await assertFails(send(organizer, traveler.uid));
    await assertFails(send(mate, traveler.uid));
  });

  it('a hidden message in it is read by planners only', async () => {
    await assertFails(getDoc(messageDoc(as(traveler), traveler.uid, 'p-hidden')));
    await assertSucceeds(getDoc(messageDoc(as(planner), traveler.uid, 'p-hidden')));
  });

  it('the traveler deletes their own; removed, they lose the thread and their edits', async () => {
    await assertSucceeds(deleteDoc(messageDoc(as(traveler), traveler.uid, 'p-hidden')));
    await removeFromTrip(traveler.uid);
    await assertFails(getDocs(visible(as(traveler), traveler.uid)));
    await assertFails(send(traveler, traveler.uid));
    const ref = messageDoc(as(traveler), traveler.uid, 'p-traveler');
    await assertFails(updateDoc(ref, { text: 'Edited', editedAt: serverTimestamp() }));
    await assertFails(deleteDoc(ref));
  });
});

describe('conversation: writing', () => {
  it('the organizer, a member and a planner write in the group thread; a stranger does not', async () => {
    await assertSucceeds(send(organizer, 'group'));
    await assertSucceeds(send(traveler, 'group'));
    await assertSucceeds(send(planner, 'group'));
    await assertFails(send(stranger, 'group'));
    await assertFails(send(unverifiedPlanner, 'group'));
  });

  it('a message is in its author’s own name, role and time', async () => {
    await assertFails(send(traveler, 'group', { message: { authorUid: mate.uid } }));
    await assertFails(send(traveler, 'group', { message: { role: 'planner' } }));
    await assertFails(send(planner, 'group', { message: { role: 'traveler' } }));
    await assertFails(send(traveler, 'group', { message: { createdAt: minutesAgo(5) } }));
    await assertFails(send(traveler, 'group', { message: { editedAt: serverTimestamp() } }));
    await assertFails(send(traveler, 'group', { message: { hidden: true } }));
  });

  it('text only, 1 to 2000 characters, no other fields', async () => {
    await assertSucceeds(send(traveler, 'group', { message: { text: 'x'.repeat(2000) } }));
    await assertFails(send(traveler, 'group', { message: { text: 'x'.repeat(2001) } }));
    await assertFails(send(traveler, 'group', { message: { text: '   ' } }));
    await assertFails(send(traveler, 'group', { message: { text: 42 } }));
    await assertFails(send(traveler, 'group', { message: { html: '<b>hi</b>' } }));
    const db = as(traveler);
    const batch = writeBatch(db);
    batch.set(messageDoc(db, 'group', 'short'), { authorUid: traveler.uid, text: 'Hi' });
    batch.set(quotaDoc(db, traveler.uid), {
      uid: traveler.uid,
      windowStart: serverTimestamp(),
      count: 1,
      at: serverTimestamp(),
      lastMessageId: 'short',
    });
    await assertFails(batch.commit());
  });

  it('a message needs its author’s counter, naming it, in the same batch', async () => {
    await assertFails(send(traveler, 'group', { quota: null }));
    await assertFails(send(traveler, 'group', { quota: { lastMessageId: 'another' } }));
    // A counter written earlier that names the message does not count for it.
    const windowStart = minutesAgo(0.1);
    await seedQuota(traveler.uid, { windowStart, count: 1, lastMessageId: 'reused' });
    await assertFails(send(traveler, 'group', { id: 'reused', quota: null }));
    await assertSucceeds(send(traveler, 'group', { id: 'reused', step: { windowStart, count: 2 } }));
  });
});

describe('conversation: editing, deleting and hiding', () => {
  it('the author edits and deletes within 15 minutes, not after', async () => {
    const db = as(traveler);
    await assertSucceeds(
      updateDoc(messageDoc(db, 'group', 'g-traveler'), { text: 'Edited', editedAt: serverTimestamp() }),
    );
    await assertFails(updateDoc(messageDoc(db, 'group', 'g-old'), { text: 'Edited', editedAt: serverTimestamp() }));
    await assertFails(deleteDoc(messageDoc(db, 'group', 'g-old')));
    await assertSucceeds(deleteDoc(messageDoc(db, 'group', 'g-traveler')));
  });

  it('a planner edits and deletes their own group message', async () => {
    const ref = messageDoc(as(planner), 'group', 'g-planner');
    await assertSucceeds(updateDoc(ref, { text: 'Edited', editedAt: serverTimestamp() }));
    await assertSucceeds(deleteDoc(ref));
  });

  it('an edit changes only the text, stamped now, within the limits', async () => {
    const ref = messageDoc(as(traveler), 'group', 'g-traveler');
    await assertFails(updateDoc(ref, { text: 'Edited', editedAt: minutesAgo(1) }));
    await assertFails(updateDoc(ref, { text: ' ', editedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { text: 'Edited', editedAt: serverTimestamp(), hidden: true }));
    await assertFails(updateDoc(ref, { authorUid: mate.uid }));
  });

  it('nobody else edits or deletes a message, the organizer and planners included', async () => {
    for (const actor of [mate, organizer, planner, stranger]) {
      const ref = messageDoc(as(actor), 'group', 'g-traveler');
      await assertFails(updateDoc(ref, { text: 'Mine now', editedAt: serverTimestamp() }));
      await assertFails(deleteDoc(ref));
    }
  });

  it('a traveler removed from the trip no longer edits or deletes', async () => {
    await removeFromTrip(traveler.uid);
    const ref = messageDoc(as(traveler), 'group', 'g-traveler');
    await assertFails(updateDoc(ref, { text: 'Edited', editedAt: serverTimestamp() }));
    await assertFails(deleteDoc(ref));
  });

  it('in the private thread the traveler and the planner edit their own', async () => {
    await assertSucceeds(
      updateDoc(messageDoc(as(traveler), traveler.uid, 'p-traveler'), { text: 'E', editedAt: serverTimestamp() }),
    );
    await assertSucceeds(
      updateDoc(messageDoc(as(planner), traveler.uid, 'p-planner'), { text: 'E', editedAt: serverTimestamp() }),
    );
    await assertFails(
      updateDoc(messageDoc(as(traveler), traveler.uid, 'p-planner'), { text: 'E', editedAt: serverTimestamp() }),
    );
    await assertSucceeds(deleteDoc(messageDoc(as(planner), traveler.uid, 'p-planner')));
    await assertFails(deleteDoc(messageDoc(as(planner), traveler.uid, 'p-traveler')));
  });

  it('planners hide and show a message, in both threads; nobody else does', async () => {
    await assertSucceeds(updateDoc(messageDoc(as(planner), 'group', 'g-old'), { hidden: true }));
    await assertSucceeds(updateDoc(messageDoc(as(planner), 'group', 'g-old'), { hidden: false }));
    await assertSucceeds(updateDoc(messageDoc(as(planner), traveler.uid, 'p-traveler'), { hidden: true }));
    await assertFails(updateDoc(messageDoc(as(planner), 'group', 'g-old'), { hidden: 'yes' }));
    await assertFails(updateDoc(messageDoc(as(planner), 'group', 'g-old'), { hidden: true, text: 'Changed' }));
    for (const actor of [organizer, traveler, mate])
      await assertFails(updateDoc(messageDoc(as(actor), 'group', 'g-traveler'), { hidden: true }));
    await assertFails(updateDoc(messageDoc(as(traveler), traveler.uid, 'p-traveler'), { hidden: true }));
  });
});

describe('conversation: the rate limit', () => {
  it(`${MESSAGE_RATE.max} messages a minute pass; of 30 in a minute the rest are refused`, async () => {
    const db = as(mate);
    let windowStart: Timestamp | null = null;
    let refused = 0;
    for (let count = 1; count <= 30; count += 1) {
      const attempt = send(mate, 'group', windowStart ? { step: { windowStart, count } } : {});
      if (count <= MESSAGE_RATE.max) await assertSucceeds(attempt);
      else {
        await assertFails(attempt);
        refused += 1;
      }
      if (!windowStart) windowStart = (await getDoc(quotaDoc(db, mate.uid))).get('windowStart') as Timestamp;
    }
    expect(refused).toBe(30 - MESSAGE_RATE.max);
  });

  it('a full window cannot be restarted early; a window over starts again at 1', async () => {
    const recent = minutesAgo(0.5);
    await seedQuota(mate.uid, { windowStart: recent, count: MESSAGE_RATE.max });
    await assertFails(send(mate, 'group'));
    await assertFails(send(mate, 'group', { step: { windowStart: recent, count: MESSAGE_RATE.max + 1 } }));
    const over = minutesAgo(2);
    await seedQuota(mate.uid, { windowStart: over, count: MESSAGE_RATE.max });
    await assertFails(send(mate, 'group', { step: { windowStart: over, count: 2 } }));
    await assertSucceeds(send(mate, 'group'));
  });

  it('the counter is the author’s own, well formed, stamped now', async () => {
    const db = as(mate);
    await assertFails(getDoc(quotaDoc(db, traveler.uid)));
    await assertSucceeds(getDoc(quotaDoc(db, mate.uid)));
    await seedQuota(traveler.uid, { windowStart: minutesAgo(2), count: 1 });
    await assertFails(
      setDoc(quotaDoc(db, traveler.uid), {
        uid: traveler.uid,
        windowStart: serverTimestamp(),
        count: 1,
        at: serverTimestamp(),
        lastMessageId: 'x',
      }),
    );
    await assertFails(
      setDoc(quotaDoc(db, traveler.uid), {
        uid: traveler.uid,
        windowStart: serverTimestamp(),
        count: 1,
        at: serverTimestamp(),
        lastMessageId: 'x',
      }),
    );
    await assertFails(send(mate, 'group', { quota: { uid: traveler.uid } }));
    await assertFails(send(mate, 'group', { quota: { at: minutesAgo(1) } }));
    await assertFails(send(mate, 'group', { quota: { count: 0 } }));
    await assertFails(send(mate, 'group', { quota: { extra: true } }));
    await assertFails(send(mate, 'group', { quota: { lastMessageId: '' } }));
    // The same counter alone: in the batch above the message's check may refuse first.
    await assertFails(
      setDoc(quotaDoc(db, mate.uid), {
        uid: mate.uid,
        windowStart: serverTimestamp(),
        count: 1,
        at: serverTimestamp(),
        lastMessageId: '',
      }),
    );
    await assertFails(
      setDoc(quotaDoc(db, mate.uid), {
        uid: mate.uid,
        windowStart: serverTimestamp(),
        count: 1,
        at: serverTimestamp(),
      }),
    );
  });
});

describe('conversation: the signed out and malformed writes', () => {
  it('a signed-out visitor reads, writes, edits and deletes nothing in either thread, nor any counter', async () => {
    const db = as(null);
    const message = { ...stored(traveler), createdAt: serverTimestamp() };
    for (const thread of ['group', traveler.uid]) {
      await assertFails(setDoc(messageDoc(db, thread, 'from-nobody'), message));
      await assertFails(
        updateDoc(messageDoc(db, thread, thread === 'group' ? 'g-traveler' : 'p-traveler'), { text: 'x' }),
      );
      await assertFails(deleteDoc(messageDoc(db, thread, thread === 'group' ? 'g-traveler' : 'p-traveler')));
    }
    await assertFails(getDoc(messageDoc(db, traveler.uid, 'p-traveler')));
    await seedQuota(traveler.uid, { windowStart: minutesAgo(2), count: 1 });
    await assertFails(getDoc(quotaDoc(db, traveler.uid)));
    const quota = {
      uid: traveler.uid,
      windowStart: serverTimestamp(),
      count: 1,
      at: serverTimestamp(),
      lastMessageId: 'x',
    };
    await assertFails(setDoc(quotaDoc(db, 'nobody'), { ...quota, uid: 'nobody' }));
    await assertFails(setDoc(quotaDoc(db, traveler.uid), quota));
    // Control: the traveler, signed in, reads their own thread and counter.
    await assertSucceeds(getDoc(messageDoc(as(traveler), traveler.uid, 'p-traveler')));
    await assertSucceeds(getDoc(quotaDoc(as(traveler), traveler.uid)));
  });

  it('a malformed message in the private thread is refused; a well-formed one passes', async () => {
    await assertFails(send(traveler, traveler.uid, { message: { text: '' } }));
    await assertSucceeds(send(traveler, traveler.uid));
  });

  // Each write on its own or beside a valid one: in a batch with two bad writes the rules stop at
  // whichever they check first, so the coverage check would see one or the other.
  it('a first message with a field the form does not have is refused; a counter stamped earlier is refused', async () => {
    await assertFails(send(mate, 'group', { message: { html: '<b>hi</b>' } }));
    const counter = { uid: mate.uid, windowStart: serverTimestamp(), count: 1, lastMessageId: 'x' };
    await assertFails(setDoc(quotaDoc(as(mate), mate.uid), { ...counter, at: minutesAgo(1) }));
    await assertSucceeds(send(mate, 'group'));
  });

  it('a window over cannot restart with a malformed counter', async () => {
    await seedQuota(mate.uid, { windowStart: minutesAgo(2), count: 3 });
    await assertFails(send(mate, 'group', { quota: { extra: true } }));
    await assertSucceeds(send(mate, 'group'));
  });
});
