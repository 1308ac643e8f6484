// Reminders to invitees who have not answered (docs/email-invitations.md): the organizer's
// "Remind those who haven't answered" round and the daily job's day-3 and day-7 rounds.
// Nobody is reminded twice in 24 hours; those who answered, opted out or whose invitation was
// withdrawn (withdraw-invitations.ts: removed from the trip, or by hand) are skipped. Each
// invitee is decided in a transaction on their invitation, so two clicks or two job runs at
// once remind them once; the outbox id (invitation-emails.ts) makes a retried queue a no-op.
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import {
  AUTO_REMINDER_DAYS,
  dueAutoReminder,
  invitedWindowFor,
  MAX_REMINDERS_PER_INVITEE,
  normalizeEmail,
  remindedRecently,
} from '../domain/invitations.js';
import type { RoundOutcome } from '../domain/api.js';
import { queueReminderEmail, type ReminderCause } from './invitation-emails.js';
import { allInvitations, invitationRef, invitationsOf } from '../firestore-refs.js';
import { answeredEmails, invitationFromData, type InvitationDoc } from './invitation-store.js';
import { recipientOf } from './recipient-preferences.js';
import { readTripFacts, type TripFacts } from './trip-facts.js';

export type ReminderRound = 'manual' | { autoDays: number };

type InviteeOutcome = 'reached' | 'recentlyReminded' | 'reminderLimit' | 'withdrawn' | 'alreadyDone';

/** Reminds one invitee if the round allows it; the decision and the marks are one transaction. */
async function remindInvitee(
  db: Firestore,
  facts: TripFacts,
  key: string,
  uid: string | null,
  round: ReminderRound,
  now: Date,
): Promise<InviteeOutcome> {
  const ref = invitationRef(db, facts.tripId, key);
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) return 'alreadyDone';
    const invitation = invitationFromData(key, snap.data() ?? {});
    // Read again here: a withdrawal committed after the round listed the invitations still counts.
    if (invitation.withdrawnAt) return 'withdrawn';
    const auto = round === 'manual' ? null : round.autoDays;
    if (auto !== null && invitation.autoRounds.includes(auto)) return 'alreadyDone';
    if (invitation.remindersSent >= MAX_REMINDERS_PER_INVITEE) {
      if (auto !== null) tx.update(ref, { autoRounds: FieldValue.arrayUnion(auto) });
      return 'reminderLimit';
    }
    if (remindedRecently(invitation.lastReminderAt, now)) {
      // Reminded by hand in the last 24 hours: this automatic round is covered by that one.
      if (auto !== null) tx.update(ref, { autoRounds: FieldValue.arrayUnion(auto) });
      return 'recentlyReminded';
    }
    const cause: ReminderCause =
      auto === null ? { kind: 'manual', nth: invitation.remindersSent + 1 } : { kind: 'auto', days: auto };
    await queueReminderEmail(db, facts, key, invitation.email, uid, cause);
    tx.update(ref, {
      lastReminderAt: Timestamp.fromDate(now),
      remindersSent: invitation.remindersSent + 1,
      ...(auto === null ? {} : { autoRounds: FieldValue.arrayUnion(auto) }),
    });
    return 'reached';
  });
}

/** One round over the given invitations of one trip. */
async function remindTrip(
  db: Firestore,
  facts: TripFacts,
  invitations: InvitationDoc[],
  round: ReminderRound,
  now: Date,
): Promise<RoundOutcome> {
  const outcome = emptyRound(facts.tripId, now);
  const answered = await answeredEmails(db, facts.tripId);
  for (const invitation of invitations) {
    const email = invitation.email;
    if (invitation.withdrawnAt) {
      outcome.withdrawn.push(email);
      continue;
    }
    if (answered.has(normalizeEmail(email))) {
      outcome.answered.push(email);
      continue;
    }
    try {
      // Checked here as well as by the sender, so "who it reached" leaves them out.
      const recipient = await recipientOf(db, email);
      if (recipient.optedOut) {
        outcome.optedOut.push(email);
        continue;
      }
      const result = await remindInvitee(db, facts, invitation.key, recipient.uid, round, now);
      if (result === 'reached') outcome.reached.push(email);
      else if (result === 'recentlyReminded') outcome.recentlyReminded.push(email);
      else if (result === 'reminderLimit') outcome.reminderLimit.push(email);
      else if (result === 'withdrawn') outcome.withdrawn.push(email);
    } catch (err) {
      // One invitee's failure is theirs alone: the others of the trip are still reminded.
      logger.error('Reminder failed', { tripId: facts.tripId, invitation: invitation.key, error: String(err) });
      outcome.failed.push(email);
    }
  }
  return outcome;
}

/** A round's outcome before any invitee was looked at: every list empty. */
function emptyRound(tripId: string, now: Date): RoundOutcome {
  return {
    tripId,
    at: now.toISOString(),
    reached: [],
    answered: [],
    recentlyReminded: [],
    optedOut: [],
    reminderLimit: [],
    withdrawn: [],
    failed: [],
  };
}

function failedRound(tripId: string, now: Date, err: unknown): RoundOutcome {
  return { ...emptyRound(tripId, now), error: err instanceof Error ? err.message : String(err) };
}

/** The organizer's button: every invitee of the trip who has not answered. */
export async function remindUnanswered(db: Firestore, facts: TripFacts, now: Date): Promise<RoundOutcome> {
  const snap = await invitationsOf(db, facts.tripId).get();
  const invitations = snap.docs.map((doc) => invitationFromData(doc.id, doc.data()));
  return remindTrip(db, facts, invitations, 'manual', now);
}

/**
 * The daily job for a given "now": the invitations whose day-3 or day-7 round falls on this day,
 * trip by trip, skipping trips that are no longer drafts or whose organizer switched
 * automatic reminders off. Returns what each trip's round did.
 */
export async function runDailyReminders(db: Firestore, now: Date): Promise<RoundOutcome[]> {
  const outcomes: RoundOutcome[] = [];
  for (const days of AUTO_REMINDER_DAYS) {
    const window = invitedWindowFor(days, now);
    const snap = await allInvitations(db)
      .where('invitedAt', '>', Timestamp.fromDate(window.from))
      .where('invitedAt', '<=', Timestamp.fromDate(window.to))
      .get();
    const byTrip = new Map<string, InvitationDoc[]>();
    for (const doc of snap.docs) {
      const tripId = doc.ref.parent.parent?.id;
      const invitation = invitationFromData(doc.id, doc.data());
      // The query's window and the domain rule say the same; the rule has the last word.
      if (!tripId || dueAutoReminder(invitation.invitedAt, now) !== days) continue;
      byTrip.set(tripId, [...(byTrip.get(tripId) ?? []), invitation]);
    }
    for (const [tripId, invitations] of byTrip) {
      // A per-trip guard: whatever goes wrong with one trip, the trips after it get their round.
      try {
        const facts = await readTripFacts(db, tripId);
        if (!facts || !facts.isDraft || !facts.autoReminders) continue;
        outcomes.push(await remindTrip(db, facts, invitations, { autoDays: days }, now));
      } catch (err) {
        logger.error('Daily reminders failed for a trip', { tripId, days, error: String(err) });
        outcomes.push(failedRound(tripId, now, err));
      }
    }
  }
  return outcomes;
}
