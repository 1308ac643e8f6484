// The email outbox and the answer-grouping bookkeeping are the functions' alone: no client,
// signed in or not, planner or not, reads or writes them (a queued email's props can hold an
// invite key, and a client-written document would be sent).
import { assertFails } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, getDocs, collection, setDoc, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { actors, dbAs, useRulesEnv } from './support/rules-env';
import { collectionPath, docPath } from '@domain/collections';

const queued = {
  to: actors.traveler.email,
  template: 'payment-received',
  props: {},
  category: 'transactional',
  uid: actors.traveler.uid,
  status: 'pending',
  attempts: 0,
};

const rules = useRulesEnv(async (db) => {
  await setDoc(doc(db, docPath.outboxItem('paid-cs_1')), queued);
  await setDoc(doc(db, docPath.answerDigest('trip-1')), { notified: [], openBatchId: null, lastBatchAt: null });
});

describe('outbox/{id} and answerDigests/{tripId}', () => {
  for (const [label, actor] of [
    ['a signed-out visitor', null],
    ['the recipient', actors.traveler],
    ['a planner', actors.planner],
  ] as const) {
    it(`${label} cannot read, list, create, change or delete outbox documents`, async () => {
      const db = dbAs(rules.env, actor);
      await assertFails(getDoc(doc(db, docPath.outboxItem('paid-cs_1'))));
      await assertFails(getDocs(collection(db, collectionPath.outbox)));
      await assertFails(setDoc(doc(db, docPath.outboxItem('invite-x')), queued));
      await assertFails(updateDoc(doc(db, docPath.outboxItem('paid-cs_1')), { status: 'sent' }));
      await assertFails(deleteDoc(doc(db, docPath.outboxItem('paid-cs_1'))));
    });

    it(`${label} cannot read or write the answer digests`, async () => {
      const db = dbAs(rules.env, actor);
      await assertFails(getDoc(doc(db, docPath.answerDigest('trip-1'))));
      await assertFails(setDoc(doc(db, docPath.answerDigest('trip-1')), { notified: ['x'] }));
    });
  }
});
