// Plan questions against the emulators (docs/plan-questions.md): the trigger keeps the group's
// text-free marker in step with each question, tells the assigned planner (or every planner
// when nobody has taken the trip) of a new question and the asker of each answer, once each
// (a redelivered event queues nothing), respecting the opt-out; account deletion removes a
// member's questions, markers and marks, and "Download my data" lists exactly what it touches.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { looksGoodId } from '@domain/plan-questions';
import { exportAccountData } from '../../functions/src/account/export-data';
import { handleQuestionWrite } from '../../functions/src/plan/questions-notify';
import { forgetQuestionTraces } from '../../functions/src/plan/questions-traces';
import { forgetPlanOfTrip } from '../../functions/src/plan/forget-trip';
import { adminDb, clearFirestore, PROJECT_ID } from './helpers/emulators';
import { functionsDb, settledEmails } from './helpers/email';
import { allDocuments, eventually, serialize } from './helpers/firestore-scan';
import { storedTrip } from '../support/stored-trip';
import { sentTo } from '../support/maildev';
import { collectionPath, docPath } from '@domain/collections';

const auth = () => getAuth(getApps()[0] ?? initializeApp({ projectId: PROJECT_ID }));
const unique = (label: string) => `${label}${Date.now()}${Math.random().toString(36).slice(2, 8)}`;

async function account(options: { admin?: boolean } = {}) {
  const email = `${unique('q')}@example.com`;
  const user = await auth().createUser({ email, password: 'secret-password', emailVerified: true });
  if (options.admin) await auth().setCustomUserClaims(user.uid, { admin: true });
  return { uid: user.uid, email };
}

function question(tripId: string, askerUid: string, overrides: Record<string, unknown> = {}) {
  return {
    tripId,
    itemId: 'villa',
    itemTitle: 'Ubud villa',
    version: 1,
    askerUid,
    askerName: 'Ana Silva',
    text: 'Is the airport transfer included? <b>really</b>',
    toGroup: false,
    createdAt: Timestamp.now(),
    answer: null,
    resolved: false,
    resolvedBy: null,
    resolvedAt: null,
    ...overrides,
  };
}

async function outboxOf(template: string, tripId: string) {
  const docs = (await adminDb().collection(collectionPath.outbox).where('template', '==', template).get()).docs;
  return docs
    .map((d) => ({ id: d.id, to: String(d.get('to')), status: String(d.get('status')), tripId: d.get('props.tripId') }))
    .filter((d) => d.tripId === tripId);
}

const context = () => ({
  db: functionsDb(),
  auth: auth(),
  plannersEmail: 'planners@tripwise.local',
  now: new Date(),
});

beforeEach(clearFirestore);

describe('plan questions', () => {
  it('tells the planners of a question and the asker of the answer, once each, and keeps the marker in step', async () => {
    const [priya, paul, organizer, ana, ben] = await Promise.all([
      account({ admin: true }),
      account({ admin: true }),
      account(),
      account(),
      account(),
    ]);
    const tripId = unique('trip');
    const db = adminDb();
    await db
      .doc(docPath.trip(tripId))
      .set(
        storedTrip(
          { tripName: 'Bali Retreat', userId: organizer.uid, organizerEmail: organizer.email },
          { status: 'ready', joined: [organizer.uid, ana.uid, ben.uid], assignedTo: null },
        ),
      );
    await db.doc(docPath.user(ben.uid)).set({ emailOptOut: true });

    // Nobody has taken the trip: every planner hears of Ana's question, once.
    const anaQuestion = db.doc(docPath.planQuestion(tripId, 'q-ana'));
    await anaQuestion.set(question(tripId, ana.uid));
    await eventually('the question emails', async () => {
      const to = (await outboxOf('question-asked', tripId)).map((d) => d.to);
      return to.includes(priya.email) && to.includes(paul.email) && to.includes('planners@tripwise.local');
    });
    const marker = db.doc(docPath.planQuestionMark(tripId, 'q-ana'));
    expect((await marker.get()).data()).toEqual({ itemId: 'villa', answered: false, askedAt: expect.any(Timestamp) });

    // A redelivered event queues nothing new.
    // Read through the functions' own firebase-admin, whose Timestamps the handler writes back.
    const asStored = async () => (await functionsDb().doc(anaQuestion.path).get()).data() ?? {};
    const stored = await asStored();
    const again = { tripId, questionId: 'q-ana', before: null, after: stored };
    expect(await handleQuestionWrite(context(), again)).toBe(0);

    // Priya takes the trip: Ben's question goes to her alone, in the digest that waits for the
    // planners' quiet spell after Ana's email (docs/plan-questions.md, "Many questions at once").
    await db.doc(docPath.trip(tripId)).update({ assignedTo: { uid: priya.uid, name: 'Priya' } });
    await db
      .doc(docPath.planQuestion(tripId, 'q-ben'))
      .set(question(tripId, ben.uid, { askerName: 'Ben', toGroup: true }));
    await eventually(
      "Ben's question in the digest",
      async () => (await outboxOf('questions-asked', tripId)).filter((d) => d.id.includes('q-ben')).length === 1,
    );
    const toBen = (await outboxOf('questions-asked', tripId)).filter((d) => d.id.includes('q-ben'));
    expect(toBen.map((d) => d.to)).toEqual([priya.email]);

    // Priya answers Ana: Ana hears once; the marker says answered, still without text.
    const answer = { text: 'Yes, a driver meets you.', uid: priya.uid, name: 'Priya', at: Timestamp.now() };
    await anaQuestion.update({ answer });
    await eventually('the answer email', async () => (await outboxOf('question-answered', tripId)).length === 1);
    await eventually('the marker answered', async () => (await marker.get()).get('answered') === true);
    expect(JSON.stringify((await marker.get()).data())).not.toContain('transfer');
    const answered = await asStored();
    expect(await handleQuestionWrite(context(), { ...again, before: stored, after: answered })).toBe(0);
    // Resolving is no news to the asker.
    await anaQuestion.update({
      resolved: true,
      resolvedBy: { uid: priya.uid, name: 'Priya' },
      resolvedAt: Timestamp.now(),
    });

    // Ben opted out of optional email: his answer is queued and skipped.
    await db.doc(docPath.planQuestion(tripId, 'q-ben')).update({ answer: { ...answer, text: 'Yes.' } });
    await eventually('the skipped answer to Ben', async () =>
      (await outboxOf('question-answered', tripId)).some((d) => d.to === ben.email && d.status === 'skipped'),
    );

    // What arrived: the answer to Ana once, with the texts as text; Ana's question to Priya (Ben's
    // waits in the digest until the quiet spell is over).
    const toAna = await settledEmails(sentTo(ana.email));
    expect(toAna.map((e) => e.subject)).toEqual(['Your question about Ubud villa was answered']);
    expect(toAna[0].text).toContain('Yes, a driver meets you.');
    expect(toAna[0].html).not.toContain('<b>really</b>');
    expect((await settledEmails(sentTo(priya.email))).map((e) => e.subject)).toEqual([
      'New question on Bali Retreat: Ubud villa',
    ]);
    expect((await outboxOf('questions-asked', tripId)).map((d) => d.status)).toEqual(['pending']);
    expect(await settledEmails(sentTo(paul.email))).toHaveLength(1);
    expect(await settledEmails(sentTo(ben.email))).toHaveLength(0);
    expect((await outboxOf('question-answered', tripId)).filter((d) => d.to === ana.email)).toHaveLength(1);
  });

  it('forgets a member: their questions, markers and marks go, a planner’s answers lose the name; the export lists it all', async () => {
    const db = adminDb();
    const tripId = unique('trip');
    const [ana, ben, priya] = ['ana-q', 'ben-q', 'priya-q'];
    await db
      .doc(docPath.trip(tripId))
      .set(storedTrip({ tripName: 'Bali Retreat', userId: ben }, { status: 'ready', joined: [ben, ana] }));
    const answer = { text: 'Yes.', uid: priya, name: 'Priya', at: Timestamp.now() };
    const stamp = { uid: priya, name: 'Priya' };
    await Promise.all([
      db.doc(docPath.planQuestion(tripId, 'q1')).set({ ...question(tripId, ana), answer, quiet: true }),
      db
        .doc(docPath.planQuestion(tripId, 'q2'))
        .set({ ...question(tripId, ben), answer, resolved: true, resolvedBy: stamp, quiet: true }),
      db.doc(docPath.planLooksGood(tripId, looksGoodId(ana, 'villa'))).set({
        uid: ana,
        itemId: 'villa',
        version: 1,
        createdAt: Timestamp.now(),
      }),
      db.doc(docPath.planLooksGood(tripId, looksGoodId(ben, 'villa'))).set({
        uid: ben,
        itemId: 'villa',
        version: 1,
        createdAt: Timestamp.now(),
      }),
    ]);
    await eventually(
      'the markers',
      async () => (await db.collection(collectionPath.planQuestionMarks(tripId)).get()).size === 2,
    );

    for (const [uid, expected] of [
      [
        ana,
        [
          docPath.planQuestion(tripId, 'q1'),
          docPath.planQuestionMark(tripId, 'q1'),
          docPath.planLooksGood(tripId, `${ana}_villa`),
        ],
      ],
      [priya, [docPath.planQuestion(tripId, 'q2')]],
    ] as const) {
      const data = await exportAccountData(functionsDb(), uid, null);
      const before = serialize(await allDocuments());
      await forgetQuestionTraces(functionsDb(), uid);
      const after = serialize(await allDocuments());
      const touched = Object.keys({ ...before, ...after }).filter((path) => before[path] !== after[path]);
      expect(touched.sort()).toEqual([...expected].sort());
      for (const path of touched) expect(data.documents, path).toContain(path);
    }
    // Ben's question stays, its answer without Priya's uid or name, his marker and mark too.
    const q2 = (await db.doc(docPath.planQuestion(tripId, 'q2')).get()).data() ?? {};
    expect(q2.answer).toEqual({ text: 'Yes.', name: 'A former planner', at: expect.any(Timestamp) });
    expect(q2.resolvedBy).toBeNull();
    expect((await db.doc(docPath.planLooksGood(tripId, `${ben}_villa`)).get()).exists).toBe(true);
  });

  it("deletes a trip's questions, markers and marks with its plan", async () => {
    const db = adminDb();
    const tripId = unique('trip');
    const trip = db.doc(docPath.trip(tripId));
    await trip.set(storedTrip({ tripName: 'Gone', userId: 'olivia-q' }, { status: 'ready', joined: ['ana-q'] }));
    await Promise.all([
      db.doc(docPath.planQuestion(tripId, 'q1')).set({ ...question(tripId, 'ana-q'), quiet: true }),
      db.doc(docPath.planLooksGood(tripId, looksGoodId('ana-q', 'villa'))).set({ uid: 'ana-q', itemId: 'villa' }),
    ]);
    // The question's trigger writes the group's marker; the trip goes once it has.
    const marker = db.doc(docPath.planQuestionMark(tripId, 'q1'));
    await eventually('the marker of the question', async () => (await marker.get()).exists);
    await trip.delete();
    await forgetPlanOfTrip(functionsDb(), tripId);
    // The question's deletion fires its trigger too, which finds no question and keeps no marker.
    for (const path of [
      collectionPath.planQuestions(tripId),
      collectionPath.planQuestionMarks(tripId),
      collectionPath.planLooksGood(tripId),
    ])
      await eventually(`no ${path} left`, async () => (await db.collection(path).get()).empty);
  });
});
