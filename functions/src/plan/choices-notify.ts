// The choices' emails through the outbox (docs/decide-together.md), each keyed by its cause so
// a second run queues nothing new:
// - the reminder, the day before a choice's deadline, to members who have not answered
//   (keyed by trip, choice, deadline and member: a moved deadline is a new reminder);
// - the result, when an option is confirmed, to the organizer and every member.
// Both are optional emails: the sender skips anyone who opted out.
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../domain/collections.js';
import {
  deadlineText,
  GOING_ANSWER_LABELS,
  isReminderDue,
  optionSummary,
  reminderRecipients,
  REMINDER_BEFORE_MS,
  type PlanChoice,
} from '../domain/plan-choices.js';
import { outboxId } from '../email/outbox-id.js';
import { queueEmail } from '../email/outbox.js';
import { tripMembers } from '../email/recipients.js';
import { causeHash, tripFacts } from '../email/trip-facts.js';
import { choiceVotesOf, planChoiceRef, tripRef } from '../firestore-refs.js';
import { choiceOf } from './choices-store.js';
import { planMembers } from './plan-store.js';

function optionLines(choice: PlanChoice): string[] {
  return choice.kind === 'whoIsIn' ? Object.values(GOING_ANSWER_LABELS) : choice.options.map(optionSummary);
}

/** Queues the reminders due at `now`; returns how many were newly queued. */
export async function runChoiceReminders(db: Firestore, auth: Auth, now: Date): Promise<number> {
  // Choices whose deadline falls within the next day; the status is checked below (one range
  // on one field needs no composite index).
  const due = await db
    .collectionGroup(COLLECTIONS.planChoices)
    .where('deadline', '>', now)
    .where('deadline', '<=', new Date(now.getTime() + REMINDER_BEFORE_MS))
    .get();
  let queued = 0;
  for (const snap of due.docs) {
    const choice = choiceOf(snap.data());
    const tripDoc = snap.ref.parent.parent;
    if (!tripDoc || !isReminderDue(choice, now.getTime())) continue;
    const trip = (await tripDoc.get()).data();
    if (!trip || trip.isFinished === true) continue;
    const votes = await choiceVotesOf(db, tripDoc.id, snap.id).get();
    const waiting = new Set(
      reminderRecipients(
        planMembers(trip),
        votes.docs.map((vote) => String(vote.get('uid'))),
      ),
    );
    const facts = tripFacts(tripDoc.id, trip);
    for (const recipient of await tripMembers(auth, facts)) {
      if (!recipient.uid || !waiting.has(recipient.uid)) continue;
      const created = await queueEmail(db, {
        id: outboxId('choice-reminder', tripDoc.id, snap.id, String(choice.deadlineMillis), recipient.uid),
        to: recipient.email,
        uid: recipient.uid,
        template: 'choice-reminder',
        props: {
          tripId: tripDoc.id,
          tripName: facts.tripName,
          choiceTitle: choice.title,
          options: optionLines(choice),
          deadline: deadlineText(choice),
        },
        category: 'optional',
      });
      if (created) queued += 1;
    }
  }
  return queued;
}

/** Queues the result of a confirmed choice to everyone on the trip; returns how many were new. */
export async function notifyChoiceConfirmed(
  db: Firestore,
  auth: Auth,
  tripId: string,
  choiceId: string,
): Promise<number> {
  const [tripSnap, choiceSnap] = await Promise.all([
    tripRef(db, tripId).get(),
    planChoiceRef(db, tripId, choiceId).get(),
  ]);
  const trip = tripSnap.data();
  const data = choiceSnap.data();
  if (!trip || !data) return 0;
  const choice = choiceOf(data);
  const option = choice.options.find((o) => o.id === choice.confirmedOption);
  if (choice.status !== 'confirmed' || !option) return 0;
  const facts = tripFacts(tripId, trip);
  let queued = 0;
  for (const recipient of await tripMembers(auth, facts)) {
    const created = await queueEmail(db, {
      id: outboxId('choice-result', tripId, choiceId, causeHash(recipient.email)),
      to: recipient.email,
      uid: recipient.uid,
      template: 'choice-result',
      props: {
        tripId,
        tripName: facts.tripName,
        choiceTitle: choice.title,
        confirmed: optionSummary(option),
        version: Number(data.version) || 0,
      },
      category: 'optional',
    });
    if (created) queued += 1;
  }
  return queued;
}
