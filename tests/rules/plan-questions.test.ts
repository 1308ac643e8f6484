// Questions and "Looks good" on the plan (docs/plan-questions.md): who reads a question's text
// (asker, organizer, planners; the whole trip only when asked to the whole group), that the rest
// of the group reads only the text-free marker, that members write only their own questions and
// marks while the trip is not finished, and that planners alone answer and resolve. The access
// matrix's rows are in access-matrix.test.ts; here each refusal comes with a control that succeeds.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { actors, dbAs, day, plannerStamp, useRulesEnv, type Actor } from './support/rules-env';
import { storeReadyTrip } from './support/fixtures';
import {
  askAs,
  askerNameOf,
  currentQuotaHour,
  looksGood,
  looksGoodDoc,
  newQuestion,
  plannerAnswer,
  publishVersionOne,
  storedQuestion,
} from './support/plan-questions';
import { COLLECTIONS, collectionPath, docPath } from '@domain/collections';

const TRIP = 'olivia-bali-retreat';
const mate: Actor = { uid: 'mate', email: 'mate@example.com', emailVerified: true };
const otherPlanner: Actor = { uid: 'planner-2', email: 'planner2@example.com', admin: true, emailVerified: true };
const PRIVATE_Q = 'q-private';
const GROUP_Q = 'q-group';

const rules = useRulesEnv(async (db) => {
  await storeReadyTrip(db, TRIP, {
    tripName: 'Bali Retreat',
    readyAt: day(-2),
    joined: [actors.traveler.uid, mate.uid],
  });
  await publishVersionOne(db, TRIP);
  await setDoc(doc(db, docPath.planQuestion(TRIP, PRIVATE_Q)), storedQuestion(TRIP, actors.traveler));
  await setDoc(
    doc(db, docPath.planQuestion(TRIP, GROUP_Q)),
    storedQuestion(TRIP, actors.traveler, { toGroup: true, text: 'Who wants the cooking class?' }),
  );
  for (const id of [PRIVATE_Q, GROUP_Q])
    await setDoc(doc(db, docPath.planQuestionMark(TRIP, id)), {
      itemId: 'item-villa',
      answered: false,
      askedAt: day(-1),
    });
  await setDoc(looksGoodDoc(db, TRIP, actors.traveler), { ...looksGood(actors.traveler), createdAt: day(-1) });
});

const as = (actor: Actor) => dbAs(rules.env, actor);
const questionDoc = (db: Firestore, id: string) => doc(db, docPath.planQuestion(TRIP, id));
const questions = (db: Firestore) => collection(db, collectionPath.planQuestions(TRIP));
const finishTrip = () =>
  rules.env.withSecurityRulesDisabled((ctx) =>
    updateDoc(doc(ctx.firestore(), docPath.trip(TRIP)), { isFinished: true }),
  );

describe('plan questions: who reads the text', () => {
  it('another member reads neither the question nor the list of all, only the marker', async () => {
    const db = as(mate);
    await assertFails(getDoc(questionDoc(db, PRIVATE_Q)));
    await assertFails(getDocs(questions(db)));
    await assertSucceeds(getDoc(doc(db, docPath.planQuestionMark(TRIP, PRIVATE_Q))));
    await assertSucceeds(getDocs(collection(db, collectionPath.planQuestionMarks(TRIP))));
  });

  it('another member reads a question asked to the whole group, and lists those', async () => {
    const db = as(mate);
    await assertSucceeds(getDoc(questionDoc(db, GROUP_Q)));
    await assertSucceeds(getDocs(query(questions(db), where('toGroup', '==', true))));
    await assertSucceeds(getDocs(query(questions(db), where('askerUid', '==', mate.uid))));
  });

  it('an asker who left the trip no longer reads their question; on the trip they do', async () => {
    await assertSucceeds(getDoc(questionDoc(as(actors.traveler), PRIVATE_Q)));
    await rules.env.withSecurityRulesDisabled((ctx) =>
      updateDoc(doc(ctx.firestore(), docPath.trip(TRIP)), { joined: [mate.uid] }),
    );
    await assertFails(getDoc(questionDoc(as(actors.traveler), PRIVATE_Q)));
    await assertFails(getDoc(questionDoc(as(actors.traveler), GROUP_Q)));
  });

  it('nobody outside the trip reads the markers or the group questions', async () => {
    await assertFails(getDoc(doc(as(actors.stranger), docPath.planQuestionMark(TRIP, GROUP_Q))));
    await assertFails(getDoc(questionDoc(as(actors.stranger), GROUP_Q)));
    await assertFails(getDoc(questionDoc(dbAs(rules.env, null), GROUP_Q)));
  });

  it('a non-planner cannot list the questions of every trip', async () => {
    await assertFails(
      getDocs(query(collectionGroup(as(actors.organizer), COLLECTIONS.planQuestions), where('resolved', '==', false))),
    );
    await assertSucceeds(
      getDocs(query(collectionGroup(as(actors.planner), COLLECTIONS.planQuestions), where('resolved', '==', false))),
    );
  });
});

describe('plan questions: asking', () => {
  it('a member asks only in their own name', async () => {
    const db = as(mate);
    await assertFails(askAs(db, mate, TRIP, 'x', newQuestion(TRIP, actors.traveler)));
    await assertSucceeds(askAs(db, mate, TRIP, 'x', newQuestion(TRIP, mate)));
  });

  it('nobody asks once the trip is finished', async () => {
    await assertSucceeds(askAs(as(mate), mate, TRIP, 'before', newQuestion(TRIP, mate)));
    await finishTrip();
    await assertFails(askAs(as(mate), mate, TRIP, 'after', newQuestion(TRIP, mate)));
  });

  it('a planner does not ask (they answer); a stranger does not ask', async () => {
    await assertFails(askAs(as(actors.planner), actors.planner, TRIP, 'x', newQuestion(TRIP, actors.planner)));
    await assertFails(askAs(as(actors.stranger), actors.stranger, TRIP, 'x', newQuestion(TRIP, actors.stranger)));
  });

  it('a member cannot answer or resolve their own question', async () => {
    const db = as(actors.traveler);
    await assertFails(updateDoc(questionDoc(db, PRIVATE_Q), { answer: plannerAnswer(actors.traveler) }));
    await assertFails(
      updateDoc(questionDoc(db, PRIVATE_Q), {
        resolved: true,
        resolvedBy: plannerStamp(actors.traveler),
        resolvedAt: serverTimestamp(),
      }),
    );
  });

  const valid: [string, Record<string, unknown>][] = [
    ['a question to the planners', {}],
    ['a question to the whole group', { toGroup: true }],
    ['a question of 2000 characters', { text: 'x'.repeat(2000) }],
  ];
  for (const [name, overrides] of valid)
    it(`accepts ${name}`, async () => {
      await assertSucceeds(askAs(as(mate), mate, TRIP, 'x', newQuestion(TRIP, mate, overrides)));
    });

  const { text: _text, ...withoutText } = newQuestion(TRIP, mate);
  const invalid: [string, Record<string, unknown>][] = [
    ['another trip named in it', { tripId: 'another-trip' }],
    ['no item', { itemId: '' }],
    ['an item id too long', { itemId: 'x'.repeat(129) }],
    ['no item title', { itemTitle: ' ' }],
    ['an asker name that is blank', { askerName: '' }],
    ['a blank question', { text: '   ' }],
    ['a question too long', { text: 'x'.repeat(2001) }],
    ['"to the whole group" that is not a boolean', { toGroup: 'yes' }],
    ['a time other than the request time', { createdAt: day(0) }],
    ['an answer written by the asker', { answer: plannerAnswer(mate) }],
    ['a question already resolved', { resolved: true }],
    ['a resolver stamp', { resolvedBy: plannerStamp() }],
    ['a resolve time', { resolvedAt: day(0) }],
    ['a version that is not a number', { version: '1' }],
    ['version 0', { version: 0 }],
    ['a version not published', { version: 2 }],
    ['an extra field', { urgent: true }],
  ];
  for (const [name, overrides] of invalid)
    it(`refuses ${name}`, async () => {
      await assertFails(askAs(as(mate), mate, TRIP, 'x', newQuestion(TRIP, mate, overrides)));
    });

  it('refuses a question missing a field', async () => {
    await assertFails(askAs(as(mate), mate, TRIP, 'x', withoutText));
  });
});

// Round 4 (docs/security.md): a question flood and an impersonated asker.
describe('plan questions: round 4', () => {
  it("refuses a question in someone else's name; the asker's own name still works", async () => {
    const db = as(mate);
    await assertFails(
      askAs(db, mate, TRIP, 'x', newQuestion(TRIP, mate, { askerName: askerNameOf(actors.organizer) })),
    );
    await assertFails(askAs(db, mate, TRIP, 'x', newQuestion(TRIP, mate, { askerName: 'Olivia Organizer' })));
    await assertSucceeds(askAs(db, mate, TRIP, 'x', newQuestion(TRIP, mate)));
  });

  it("accepts the name of the asker's own answer, and the organizer's name on the trip for the organizer", async () => {
    await rules.env.withSecurityRulesDisabled(async (ctx) => {
      await setDoc(doc(ctx.firestore(), docPath.response(TRIP, mate.uid)), { name: 'Mate From Answer' });
      await updateDoc(doc(ctx.firestore(), docPath.trip(TRIP)), { organizerName: 'Olivia' });
    });
    await assertSucceeds(askAs(as(mate), mate, TRIP, 'a', newQuestion(TRIP, mate, { askerName: 'Mate From Answer' })));
    const organizer = as(actors.organizer);
    await assertFails(
      askAs(
        organizer,
        actors.organizer,
        TRIP,
        'b',
        newQuestion(TRIP, actors.organizer, { askerName: 'Mate From Answer' }),
      ),
    );
    await assertSucceeds(
      askAs(organizer, actors.organizer, TRIP, 'b', newQuestion(TRIP, actors.organizer, { askerName: 'Olivia' })),
    );
  });

  it('allows 10 questions per member per trip in an hour and refuses the 11th; another member still asks', async () => {
    const db = as(mate);
    for (let n = 1; n <= 10; n += 1) await assertSucceeds(askAs(db, mate, TRIP, `q${n}`, newQuestion(TRIP, mate)));
    await assertFails(askAs(db, mate, TRIP, 'q11', newQuestion(TRIP, mate)));
    await assertSucceeds(
      askAs(as(actors.traveler), actors.traveler, TRIP, 'other', newQuestion(TRIP, actors.traveler)),
    );
  });

  it('refuses a question without its counter, or with a counter that skips, restarts or names another question', async () => {
    const db = as(mate);
    await assertFails(setDoc(questionDoc(db, 'bare'), newQuestion(TRIP, mate)));
    await assertSucceeds(askAs(db, mate, TRIP, 'first', newQuestion(TRIP, mate)));
    await assertFails(askAs(db, mate, TRIP, 'skip', newQuestion(TRIP, mate), { count: 3 }));
    await assertFails(askAs(db, mate, TRIP, 'restart', newQuestion(TRIP, mate), { count: 1 }));
    await assertFails(askAs(db, mate, TRIP, 'stale', newQuestion(TRIP, mate), { hour: currentQuotaHour() - 1 }));
    await assertFails(askAs(db, mate, TRIP, 'named', newQuestion(TRIP, mate), { lastQuestionId: 'first' }));
    // Nor can the counter be reset by deleting it, or read by anyone else.
    await assertFails(deleteDoc(doc(db, docPath.planQuestionQuota(TRIP, mate.uid))));
    await assertFails(getDoc(doc(as(actors.traveler), docPath.planQuestionQuota(TRIP, mate.uid))));
    await assertSucceeds(getDoc(doc(db, docPath.planQuestionQuota(TRIP, mate.uid))));
    await assertSucceeds(askAs(db, mate, TRIP, 'second', newQuestion(TRIP, mate)));
  });

  it('a new hour starts the count again at 1', async () => {
    const quota = docPath.planQuestionQuota(TRIP, mate.uid);
    await rules.env.withSecurityRulesDisabled((ctx) =>
      setDoc(doc(ctx.firestore(), quota), {
        uid: mate.uid,
        hour: currentQuotaHour() - 1,
        count: 10,
        lastQuestionId: PRIVATE_Q,
      }),
    );
    const db = as(mate);
    await assertFails(askAs(db, mate, TRIP, 'carried', newQuestion(TRIP, mate), { count: 11 }));
    await assertSucceeds(askAs(db, mate, TRIP, 'fresh', newQuestion(TRIP, mate)));
  });

  it('refuses a counter on its own, malformed, in another name or by someone off the trip', async () => {
    const db = as(mate);
    const counter = (overrides: Record<string, unknown>) =>
      setDoc(doc(db, docPath.planQuestionQuota(TRIP, mate.uid)), {
        uid: mate.uid,
        hour: currentQuotaHour(),
        count: 1,
        lastQuestionId: 'ghost',
        ...overrides,
      });
    await assertFails(counter({}));
    await assertFails(counter({ lastQuestionId: '' }));
    await assertFails(counter({ lastQuestionId: PRIVATE_Q, extra: true }));
    await assertFails(askAs(db, mate, TRIP, 'x', newQuestion(TRIP, mate), { uid: actors.traveler.uid }));
    await assertFails(
      setDoc(doc(db, docPath.planQuestionQuota(TRIP, mate.uid)), { uid: mate.uid, hour: currentQuotaHour(), count: 1 }),
    );
    await assertFails(askAs(as(actors.stranger), actors.stranger, TRIP, 'y', newQuestion(TRIP, actors.stranger)));
    await assertSucceeds(askAs(db, mate, TRIP, 'x', newQuestion(TRIP, mate)));
    // A step that names the question the counter already names (counting one question twice).
    await assertFails(counter({ count: 2, lastQuestionId: 'x' }));
  });

  it('the signed out neither ask nor count; nobody writes another’s counter', async () => {
    const nobody = dbAs(rules.env, null);
    await assertFails(setDoc(questionDoc(nobody, 'anon'), newQuestion(TRIP, mate)));
    const step = { uid: mate.uid, hour: currentQuotaHour(), count: 1, lastQuestionId: PRIVATE_Q };
    await assertFails(setDoc(doc(nobody, docPath.planQuestionQuota(TRIP, mate.uid)), step));
    const traveler = { ...step, uid: actors.traveler.uid };
    await assertFails(setDoc(doc(as(mate), docPath.planQuestionQuota(TRIP, actors.traveler.uid)), traveler));
    // Control: a member asks with their own counter.
    await assertSucceeds(askAs(as(mate), mate, TRIP, 'own', newQuestion(TRIP, mate)));
    // The question alone, once the trip is finished (the counter's own check is not reached).
    await finishTrip();
    await assertFails(setDoc(questionDoc(as(mate), 'late'), newQuestion(TRIP, mate)));
  });
});

describe('plan questions: answering and resolving', () => {
  const reply = (fields: Record<string, unknown>, actor: Actor = actors.planner) =>
    updateDoc(questionDoc(as(actor), PRIVATE_Q), fields);
  const resolve = (actor: Actor = actors.planner) => ({
    resolved: true,
    resolvedBy: plannerStamp(actor),
    resolvedAt: serverTimestamp(),
  });

  it('a planner answers and resolves in one write, or each on its own', async () => {
    await assertSucceeds(reply({ answer: plannerAnswer() }));
    await assertSucceeds(reply(resolve()));
    await assertSucceeds(
      reply({ answer: plannerAnswer(actors.planner, { text: 'Yes, a driver at 9.' }), ...resolve() }),
    );
  });

  it('a planner reopens a resolved question by clearing the stamp, not by leaving it', async () => {
    await assertSucceeds(reply(resolve()));
    await assertFails(reply({ resolved: false }));
    await assertFails(reply({ resolved: false, resolvedBy: null }));
    await assertSucceeds(reply({ resolved: false, resolvedBy: null, resolvedAt: null }));
  });

  it('another planner may answer in their own name only', async () => {
    await assertFails(reply({ answer: plannerAnswer(actors.planner) }, otherPlanner));
    await assertSucceeds(reply({ answer: plannerAnswer(otherPlanner) }, otherPlanner));
  });

  it('a planner resolves only in their own name, at the request time', async () => {
    await assertFails(reply(resolve(otherPlanner)));
    await assertFails(reply({ ...resolve(), resolvedAt: day(0) }));
    await assertFails(reply({ resolved: true, resolvedBy: null, resolvedAt: serverTimestamp() }));
  });

  it('a planner cannot change the question itself', async () => {
    await assertFails(reply({ text: 'Something else' }));
    await assertFails(reply({ toGroup: true }));
  });

  const badAnswers: [string, unknown][] = [
    ['an answer that is not a map', 'Yes'],
    ['an answer missing its time', { text: 'Yes', uid: actors.planner.uid, name: 'Priya' }],
    ['an answer with an extra field', plannerAnswer(actors.planner, { internal: 'x' })],
    ['a blank answer', plannerAnswer(actors.planner, { text: ' ' })],
    ['an answer too long', plannerAnswer(actors.planner, { text: 'x'.repeat(4001) })],
    ['an answer without a name', plannerAnswer(actors.planner, { name: '' })],
    ['an answer stamped with another time', plannerAnswer(actors.planner, { at: day(0) })],
  ];
  for (const [name, answer] of badAnswers)
    it(`refuses ${name}`, async () => {
      await assertFails(reply({ answer }));
    });
  it('accepts an answer of 4000 characters', async () => {
    await assertSucceeds(reply({ answer: plannerAnswer(actors.planner, { text: 'x'.repeat(4000) }) }));
  });
});

describe('plan questions: "Looks good"', () => {
  it('a member marks an item in their own name, under the id of their own mark', async () => {
    const db = as(mate);
    await assertFails(setDoc(looksGoodDoc(db, TRIP, mate), looksGood(actors.traveler)));
    await assertFails(setDoc(looksGoodDoc(db, TRIP, actors.traveler), looksGood(actors.traveler)));
    await assertFails(setDoc(doc(db, docPath.planLooksGood(TRIP, 'mate_other-item')), looksGood(mate)));
    await assertSucceeds(setDoc(looksGoodDoc(db, TRIP, mate), looksGood(mate)));
  });

  it('a member takes back only their own mark, and only while the trip is not finished', async () => {
    await assertFails(deleteDoc(looksGoodDoc(as(mate), TRIP, actors.traveler)));
    await rules.env.withSecurityRulesDisabled((ctx) =>
      setDoc(looksGoodDoc(ctx.firestore() as unknown as Firestore, TRIP, mate), {
        ...looksGood(mate),
        createdAt: day(-1),
      }),
    );
    await finishTrip();
    await assertFails(deleteDoc(looksGoodDoc(as(mate), TRIP, mate)));
    await assertFails(setDoc(looksGoodDoc(as(actors.organizer), TRIP, actors.organizer), looksGood(actors.organizer)));
    await assertSucceeds(getDoc(looksGoodDoc(as(mate), TRIP, mate)));
  });

  it('someone off the trip does not read even a mark of their own', async () => {
    await rules.env.withSecurityRulesDisabled((ctx) =>
      setDoc(looksGoodDoc(ctx.firestore() as unknown as Firestore, TRIP, actors.stranger), {
        ...looksGood(actors.stranger),
        createdAt: day(-1),
      }),
    );
    await assertFails(getDoc(looksGoodDoc(as(actors.stranger), TRIP, actors.stranger)));
    await assertSucceeds(getDoc(looksGoodDoc(as(actors.traveler), TRIP, actors.traveler)));
  });

  it('another member does not read the traveler’s marks; the traveler lists their own', async () => {
    await assertFails(getDoc(looksGoodDoc(as(mate), TRIP, actors.traveler)));
    const own = query(
      collection(as(actors.traveler), collectionPath.planLooksGood(TRIP)),
      where('uid', '==', actors.traveler.uid),
    );
    await assertSucceeds(getDocs(own));
  });

  const invalid: [string, Record<string, unknown>][] = [
    ['no item', { itemId: '' }],
    ['a time other than the request time', { createdAt: day(0) }],
    ['a version not published', { version: 3 }],
    ['an extra field', { note: 'great' }],
  ];
  for (const [name, overrides] of invalid)
    it(`refuses a mark with ${name}`, async () => {
      const db = as(mate);
      await assertFails(
        setDoc(
          doc(db, docPath.planLooksGood(TRIP, `mate_${String(overrides.itemId ?? 'item-villa')}`)),
          looksGood(mate, overrides),
        ),
      );
    });

  it('refuses a mark missing a field', async () => {
    const { version: _version, ...withoutVersion } = looksGood(mate);
    await assertFails(setDoc(looksGoodDoc(as(mate), TRIP, mate), withoutVersion));
  });
});
