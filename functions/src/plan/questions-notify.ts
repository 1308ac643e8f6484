// What a write of a plan question sets off (docs/plan-questions.md): the group's text-free
// marker follows the question, the planner the trip is assigned to (or every planner when
// nobody has taken it) hears of a new question, and the asker hears each answer. Emails go
// through the outbox keyed by the question (and the answer's time), so a redelivered trigger
// queues nothing twice; they are optional, so the opt-out holds.
import type { Auth } from 'firebase-admin/auth';
import { Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { isNewAnswer, markerOf, type PlanQuestion } from '../domain/plan-questions.js';
import { outboxDocument, queueEmail } from '../email/outbox.js';
import { outboxId } from '../email/outbox-id.js';
import { planners, type Recipient } from '../email/recipients.js';
import { causeHash } from '../email/trip-facts.js';
import { verifiedEmailOfRecord } from '../http/verified-email.js';
import { outboxRef, planQuestionMarkRef, planQuestionRef, questionDigestRef, tripRef } from '../firestore-refs.js';

export interface QuestionContext {
  db: Firestore;
  auth: Auth;
  plannersEmail: string;
  now: Date;
}

export interface QuestionWrite {
  tripId: string;
  questionId: string;
  before: DocumentData | null;
  after: DocumentData | null;
}

/** The trip a question is on, read once per write. */
interface About {
  tripId: string;
  questionId: string;
  tripName: string;
  assignedUid: string | null;
}

type StoredQuestion = PlanQuestion<Timestamp> & { quiet?: boolean };

const millis = (at: Timestamp) => (at instanceof Timestamp ? at.toMillis() : 0);

/** Returns how many emails were newly queued. */
/**
 * The group's marker follows the question as stored now, not as the event saw it: events may
 * arrive late or out of order (a question deleted with its trip before its creation's event
 * ran), and a marker written from a stale event would outlive its question.
 */
async function syncMarker(db: Firestore, tripId: string, questionId: string): Promise<void> {
  const marker = planQuestionMarkRef(db, tripId, questionId);
  await db.runTransaction(async (tx) => {
    const question = await tx.get(planQuestionRef(db, tripId, questionId));
    if (question.exists) tx.set(marker, markerOf(question.data() as StoredQuestion));
    else tx.delete(marker);
  });
}

export async function handleQuestionWrite(ctx: QuestionContext, write: QuestionWrite): Promise<number> {
  await syncMarker(ctx.db, write.tripId, write.questionId);
  if (!write.after) return 0;
  const after = write.after as StoredQuestion;
  const before = write.before as StoredQuestion | null;
  // The demo seed (scripts/demo-questions.ts) writes questions nobody asked today: no email.
  if (!before && after.quiet === true) return 0;
  const asked = !before;
  const answered = isNewAnswer(before, after, millis);
  if (!asked && !answered) return 0;
  const trip = (await tripRef(ctx.db, write.tripId).get()).data() ?? {};
  const about: About = {
    tripId: write.tripId,
    questionId: write.questionId,
    tripName: typeof trip.tripName === 'string' ? trip.tripName : '',
    assignedUid: typeof trip.assignedTo?.uid === 'string' ? (trip.assignedTo.uid as string) : null,
  };
  let queued = 0;
  if (asked) queued += await tellPlanners(ctx, about, after);
  if (answered) queued += await tellAsker(ctx, about, after);
  return queued;
}

/**
 * The planner the trip is assigned to, while they still hold the planner claim on a verified
 * address; otherwise every planner (and the team address).
 */
async function plannersToTell(ctx: QuestionContext, assignedUid: string | null): Promise<Recipient[]> {
  if (assignedUid) {
    const user = await ctx.auth.getUser(assignedUid).catch(() => null);
    if (user?.email && user.emailVerified && user.customClaims?.admin === true)
      return [{ email: user.email, uid: user.uid }];
  }
  return planners(ctx, ctx.plannersEmail, ctx.now);
}

/** How long after an email to the planners the next one waits (docs/plan-questions.md). */
export const QUESTION_DIGEST_WINDOW_MS = 15 * 60_000;

/**
 * trips/{tripId}/planQuestionDigests/planners: functions-only bookkeeping of the planners'
 * question emails (no rule grants a client access).
 */
interface QuestionDigest {
  /** Questions already told of (in an email or a batch), so a redelivered event adds nothing. */
  notified: string[];
  /** The batch (one outbox document per planner) still open for more questions. */
  openBatchIds: string[];
  /** When the latest email was (or will be) sent. */
  lastBatchAt: Timestamp | null;
}

/**
 * The planners hear of questions at most once per trip per QUESTION_DIGEST_WINDOW_MS (docs/
 * security.md, "Round 4": one member's 25 questions in a minute were 25 emails to every planner,
 * the shared inbox included). The first question after a quiet spell is emailed at once, as
 * before; later ones join one digest per planner that waits until the window after the last
 * email has passed (the outbox's retry sweep sends it when due).
 */
async function tellPlanners(ctx: QuestionContext, about: About, question: StoredQuestion): Promise<number> {
  const recipients = await plannersToTell(ctx, about.assignedUid);
  if (recipients.length === 0) return 0;
  const digestRef = questionDigestRef(ctx.db, about.tripId);
  const entry = {
    itemTitle: question.itemTitle,
    askerName: question.askerName,
    question: question.text,
    toGroup: question.toGroup,
  };
  return ctx.db.runTransaction(async (tx) => {
    const stored = (await tx.get(digestRef)).data() as Partial<QuestionDigest> | undefined;
    const digest: QuestionDigest = {
      notified: stored?.notified ?? [],
      openBatchIds: stored?.openBatchIds ?? [],
      lastBatchAt: stored?.lastBatchAt ?? null,
    };
    if (digest.notified.includes(about.questionId)) return 0;
    const open = await Promise.all(digest.openBatchIds.map((id) => tx.get(outboxRef(ctx.db, id))));
    const notified = [...digest.notified, about.questionId];
    if (open.length > 0 && open.every((batch) => batch.get('status') === 'pending')) {
      for (const batch of open) {
        const questions: unknown = batch.get('props.questions');
        tx.update(batch.ref, { 'props.questions': [...(Array.isArray(questions) ? questions : []), entry] });
      }
      tx.set(digestRef, { ...digest, notified });
      return 0;
    }
    const now = ctx.now.getTime();
    const due = digest.lastBatchAt ? digest.lastBatchAt.toMillis() + QUESTION_DIGEST_WINDOW_MS : 0;
    if (due <= now) {
      // A quiet spell: this question goes on its own, now.
      for (const recipient of recipients)
        tx.create(
          outboxRef(ctx.db, outboxId('question', about.tripId, about.questionId, causeHash(recipient.email))),
          outboxDocument({
            id: outboxId('question', about.tripId, about.questionId, causeHash(recipient.email)),
            to: recipient.email,
            uid: recipient.uid,
            template: 'question-asked',
            props: { tripId: about.tripId, tripName: about.tripName, ...entry },
            category: 'optional',
          }),
        );
      tx.set(digestRef, { notified, openBatchIds: [], lastBatchAt: Timestamp.fromMillis(now) });
      return recipients.length;
    }
    const batchIds = recipients.map((recipient) =>
      outboxId('questions', about.tripId, about.questionId, causeHash(recipient.email)),
    );
    recipients.forEach((recipient, index) =>
      tx.create(
        outboxRef(ctx.db, batchIds[index]),
        outboxDocument({
          id: batchIds[index],
          to: recipient.email,
          uid: recipient.uid,
          template: 'questions-asked',
          props: { tripId: about.tripId, tripName: about.tripName, questions: [entry] },
          category: 'optional',
          sendAt: new Date(due),
        }),
      ),
    );
    tx.set(digestRef, { notified, openBatchIds: batchIds, lastBatchAt: Timestamp.fromMillis(due) });
    return recipients.length;
  });
}

async function tellAsker(ctx: QuestionContext, about: About, question: StoredQuestion): Promise<number> {
  const { answer } = question;
  if (!answer) return 0;
  const asker = await ctx.auth.getUser(question.askerUid).catch(() => null);
  // A verified address only (docs/security.md, "Round 4").
  const to = asker ? verifiedEmailOfRecord(asker) : null;
  if (!asker || !to) return 0;
  const created = await queueEmail(ctx.db, {
    id: outboxId('answer', about.tripId, about.questionId, millis(answer.at).toString(36)),
    to,
    uid: asker.uid,
    template: 'question-answered',
    props: {
      tripId: about.tripId,
      tripName: about.tripName,
      itemTitle: question.itemTitle,
      question: question.text,
      answer: answer.text,
      plannerName: answer.name,
    },
    category: 'optional',
  });
  return created ? 1 : 0;
}
