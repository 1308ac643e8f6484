// The trip's own join questions and their answers (docs/join-questions.md), refused by the real
// firestore.rules: who edits the questions and within which limits, and who reads the answers to
// a planners-only question (the traveler and planners; never the organizer or a fellow member).
import {
  arrayRemove,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collectionPath, docPath } from '@domain/collections';
import type { JoinQuestion } from '@domain/join-questions';
import {
  accessMatrixTests,
  actors,
  dbAs,
  responseFor,
  splitAnswers,
  storeAnswers,
  useRulesEnv,
  type AccessRow,
  type Actor,
  type Cast,
} from './support/rules-env';
import { storeTrip } from './support/fixtures';

const TRIP = 'olivia-join-questions';
const fellow: Actor = { uid: 'fred', email: 'fred@example.com', emailVerified: true };

const question = (index: number, overrides: Partial<Record<keyof JoinQuestion, unknown>> = {}) => ({
  id: `q${index}`,
  kind: 'oneChoice',
  label: 'T-shirt size',
  required: true,
  audience: 'group',
  options: ['S', 'M', 'L'],
  ...overrides,
});
const questions = (count: number) => Array.from({ length: count }, (_, i) => question(i));

const rules = useRulesEnv(async (db: Firestore) => {
  await storeTrip(db, TRIP, { joined: [actors.traveler.uid, fellow.uid] });
  await storeAnswers(db, TRIP, actors.traveler);
  await storeAnswers(db, TRIP, fellow);
  await setDoc(doc(db, docPath.plannerAnswers(TRIP, fellow.uid)), {
    uid: fellow.uid,
    answers: { q1: 'Guardian: Rosa, +1 555 0100' },
  });
});

const tripOf = (db: Firestore) => doc(db, docPath.trip(TRIP));
const setQuestions = (db: Firestore, value: unknown) => updateDoc(tripOf(db), { joinQuestions: value });
const markReady = (db: Firestore) => updateDoc(tripOf(db), { status: 'ready', readyAt: Timestamp.now() });

type Name = 'organizer' | 'planner' | 'member' | 'author' | 'stranger' | 'signedOut';
const CAST: Cast<Name> = {
  signedOut: { label: 'a signed-out visitor', actor: null },
  stranger: { label: 'a stranger', actor: actors.stranger },
  member: { label: 'a fellow member', actor: actors.traveler },
  author: { label: 'the traveler who answered', actor: fellow },
  organizer: { label: 'the organizer', actor: actors.organizer },
  planner: { label: 'a planner', actor: actors.planner },
};

const questionRows: AccessRow<Name>[] = [
  {
    what: "set the trip's join questions",
    allow: ['organizer', 'planner'],
    run: (db) => setQuestions(db, questions(2)),
  },
  {
    what: 'set the join questions of a trip marked ready',
    allow: ['planner'],
    actors: ['organizer', 'planner'],
    setup: markReady,
    run: (db) => setQuestions(db, questions(1)),
  },
  {
    what: 'set the join questions of a booked trip',
    allow: ['planner'],
    actors: ['organizer', 'planner'],
    setup: (db) => updateDoc(tripOf(db), { isBooked: true }),
    run: (db) => setQuestions(db, questions(1)),
  },
  {
    what: 'set 5 join questions, the most a trip takes',
    allow: ['organizer'],
    actors: ['organizer'],
    run: (db) => setQuestions(db, questions(5)),
  },
  {
    what: 'set 6 join questions',
    allow: [],
    actors: ['organizer', 'planner'],
    run: (db) => setQuestions(db, questions(6)),
  },
  {
    what: 'change another field of the trip with the questions',
    allow: [],
    actors: ['organizer', 'planner'],
    run: (db) => updateDoc(tripOf(db), { joinQuestions: questions(1), numPeople: 3 }),
  },
  {
    what: 'store the join questions as something other than a list',
    allow: [],
    actors: ['organizer'],
    run: (db) => setQuestions(db, { q0: question(0) }),
  },
];

describe('who edits the join questions', () => {
  accessMatrixTests(rules, CAST, questionRows);
});

describe('each question is checked, at every index of the list', () => {
  const bad: [string, Record<string, unknown>][] = [
    ['an empty wording', { label: '  ' }],
    ['a wording over 200 characters', { label: 'x'.repeat(201) }],
    ['an unknown kind', { kind: 'fileUpload' }],
    ['an unknown audience', { audience: 'organizer' }],
    ['a one-choice question with one choice', { options: ['S'] }],
    ['a short-text question with choices', { kind: 'shortText' }],
    ['13 choices', { options: Array.from({ length: 13 }, (_, i) => `size ${i}`) }],
    ['choices over 1300 characters in all', { options: ['x'.repeat(700), 'y'.repeat(700)] }],
    ['required as text', { required: 'yes' }],
    ['an id over 40 characters', { id: 'q'.repeat(41) }],
  ];
  it('the organizer saves an optional question (required: false)', async () => {
    await assertSucceeds(setQuestions(dbAs(rules.env, actors.organizer), [question(0, { required: false })]));
  });
  for (const [what, overrides] of bad)
    it(`the organizer cannot save a question with ${what}`, async () => {
      await assertFails(setQuestions(dbAs(rules.env, actors.organizer), [question(0, overrides)]));
    });
  it('the organizer cannot save a question that is not a map, or that renames a field', async () => {
    const db = dbAs(rules.env, actors.organizer);
    await assertFails(setQuestions(db, ['T-shirt size']));
    const { required, ...rest } = question(0);
    await assertFails(setQuestions(db, [{ ...rest, mandatory: required }]));
  });
  it('the organizer cannot save a question with a field the form does not have', async () => {
    await assertFails(setQuestions(dbAs(rules.env, actors.organizer), [{ ...question(0), hidden: true }]));
  });
  it('a bad question is refused wherever it stands in a list of 5', async () => {
    const db = dbAs(rules.env, actors.organizer);
    for (let index = 0; index < 5; index += 1) {
      const list = questions(5);
      list[index] = question(index, { kind: 'poll' });
      await assertFails(setQuestions(db, list));
    }
  });
});

/** The traveler's edit as the app writes it: both parts of the response with the group's answers, and the planners' own document. */
function answerBatch(db: Firestore, actor: Actor, group: unknown, planners: unknown, writePlanners = true) {
  const { response, privateAnswers } = splitAnswers(responseFor(actor, { customAnswers: group }));
  const batch = writeBatch(db);
  batch.set(doc(db, docPath.response(TRIP, actor.uid)), response);
  batch.set(doc(db, docPath.privateAnswers(TRIP, actor.uid)), privateAnswers);
  if (writePlanners) batch.set(doc(db, docPath.plannerAnswers(TRIP, actor.uid)), { uid: actor.uid, answers: planners });
  return batch.commit();
}

const plannerAnswersOf = (db: Firestore) => doc(db, docPath.plannerAnswers(TRIP, fellow.uid));

const answerRows: AccessRow<Name>[] = [
  {
    what: "read a traveler's answers to planners-only questions",
    allow: ['author', 'planner'],
    run: (db) => getDoc(plannerAnswersOf(db)),
  },
  {
    what: "list the trip's answers to planners-only questions",
    allow: ['planner'],
    run: (db) => getDocs(collection(db, collectionPath.plannerAnswers(TRIP))),
  },
  {
    what: 'save answers to the join questions with the response',
    allow: ['author'],
    run: (db) => answerBatch(db, fellow, { q0: 'M', q2: ['Ski', 'Snowboard'] }, { q1: 'Guardian: Rosa' }),
  },
  {
    what: "rewrite a traveler's answers to planners-only questions",
    allow: ['author'],
    run: (db) => setDoc(plannerAnswersOf(db), { uid: fellow.uid, answers: { q1: 'Guardian: Sam' } }),
  },
  {
    what: 'answer planners-only questions once the trip is ready',
    allow: [],
    actors: ['author'],
    setup: markReady,
    run: (db) => setDoc(plannerAnswersOf(db), { uid: fellow.uid, answers: { q1: 'Guardian: Sam' } }),
  },
  {
    what: 'answer planners-only questions without having answered the form',
    allow: [],
    actors: ['stranger'],
    run: (db, actor) =>
      setDoc(doc(db, docPath.plannerAnswers(TRIP, actor?.uid ?? '')), { uid: actor?.uid ?? '', answers: {} }),
  },
  {
    what: 'store planners-only answers with a field the form does not have',
    allow: [],
    actors: ['author'],
    run: (db) => setDoc(plannerAnswersOf(db), { uid: fellow.uid, answers: {}, seenBy: 'organizer' }),
  },
  {
    what: 'save 6 answers',
    allow: [],
    actors: ['author'],
    run: (db) => answerBatch(db, fellow, Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`q${i}`, 'x'])), {}),
  },
  {
    what: 'save an answer over 2000 characters',
    allow: [],
    actors: ['author'],
    run: (db) => answerBatch(db, fellow, { q0: 'x'.repeat(2001) }, {}),
  },
  {
    what: 'save answers under question ids over 200 characters in all',
    allow: [],
    actors: ['author'],
    run: (db) =>
      answerBatch(
        db,
        fellow,
        Object.fromEntries(Array.from({ length: 5 }, (_, i) => [`${i}`.padEnd(41, 'q'), 'x'])),
        {},
      ),
  },
  {
    what: 'save an answer of 13 choices',
    allow: [],
    actors: ['author'],
    run: (db) => answerBatch(db, fellow, { q0: Array.from({ length: 13 }, (_, i) => `c${i}`) }, {}),
  },
  {
    what: 'save an answer whose choices are over 1300 characters in all',
    allow: [],
    actors: ['author'],
    run: (db) => answerBatch(db, fellow, { q0: ['x'.repeat(700), 'y'.repeat(700)] }, {}),
  },
  {
    what: 'store planners-only answers without their uid',
    allow: [],
    actors: ['author'],
    run: (db) => setDoc(plannerAnswersOf(db), { answers: {} }),
  },
  {
    what: 'save a planners-only answer that is a number',
    allow: [],
    actors: ['author'],
    run: (db) => answerBatch(db, fellow, {}, { q1: 42 }),
  },
  {
    what: "store planners-only answers under another traveler's uid",
    allow: [],
    actors: ['author'],
    run: (db) => setDoc(plannerAnswersOf(db), { uid: actors.traveler.uid, answers: {} }),
  },
  {
    what: "delete a traveler's planners-only answers and keep the response",
    allow: [],
    run: (db) => deleteDoc(plannerAnswersOf(db)),
  },
  {
    what: 'remove a traveler with their planners-only answers (the organizer deletes what they cannot read)',
    allow: ['organizer'],
    actors: ['organizer', 'member', 'stranger'],
    run: (db) => {
      const batch = writeBatch(db);
      batch.delete(doc(db, docPath.response(TRIP, fellow.uid)));
      batch.delete(doc(db, docPath.privateAnswers(TRIP, fellow.uid)));
      batch.delete(plannerAnswersOf(db));
      batch.update(tripOf(db), { joined: arrayRemove(fellow.uid) });
      return batch.commit();
    },
  },
];

describe('answers to the join questions', () => {
  accessMatrixTests(rules, CAST, answerRows);

  it('once the trip is ready, its traveler no longer deletes their planners-only answers; before, they do (leaving)', async () => {
    const db = dbAs(rules.env, fellow);
    const setStatus = (status: string) =>
      rules.env.withSecurityRulesDisabled((ctx) => updateDoc(doc(ctx.firestore(), docPath.trip(TRIP)), { status }));
    await setStatus('ready');
    await assertFails(deleteDoc(plannerAnswersOf(db)));
    await setStatus('draft');
    await rules.env.withSecurityRulesDisabled((ctx) =>
      deleteDoc(doc(ctx.firestore(), docPath.response(TRIP, fellow.uid))),
    );
    await assertSucceeds(deleteDoc(plannerAnswersOf(db)));
  });

  const fiveAnswers = (): Record<string, unknown> =>
    Object.fromEntries(Array.from({ length: 5 }, (_, i) => [`q${String(i).padStart(2, '0')}`, ['Ski', 'Spa']]));

  it('the traveler can save 5 answers (one per question) in the response and in their planners-only part', async () => {
    await assertSucceeds(answerBatch(dbAs(rules.env, fellow), fellow, fiveAnswers(), fiveAnswers()));
  });

  it('a bad answer is refused wherever it stands among 5', async () => {
    const db = dbAs(rules.env, fellow);
    for (let index = 0; index < 5; index += 1) {
      const answers = fiveAnswers();
      answers[`q${String(index).padStart(2, '0')}`] = { nested: true };
      await assertFails(setDoc(plannerAnswersOf(db), { uid: fellow.uid, answers }));
    }
  });

  it('the group-audience answers ride in the response the members read', async () => {
    await assertSucceeds(answerBatch(dbAs(rules.env, fellow), fellow, { q0: 'M' }, {}));
    const seen = await getDoc(doc(dbAs(rules.env, actors.traveler), docPath.response(TRIP, fellow.uid)));
    if (seen.get('customAnswers.q0') !== 'M') throw new Error('the member should read the group answer');
  });
});
