// Who was invited by email and where each stands, beside those who came through a shared link.
// "Answered" is computed here from the responses the page already loaded (a response whose
// account email is the invited address), not stored: docs/email-invitations.md says why.
import { normalizeEmail } from '@domain/invitations';
import type { Invitation, TripResponse } from '@/lib/models';
import { compareText } from '@domain/text-order';

export type InviteeState = 'invited' | 'reminded' | 'answered' | 'withdrawn';

export interface InviteeRow {
  email: string;
  state: InviteeState;
  invitedAt: Date | null;
  lastReminderAt: Date | null;
  answeredAt: Date | null;
  withdrawnAt: Date | null;
  /** The response's name once they answered. */
  name: string | null;
}

export interface SharedLinkRow {
  name: string;
  answeredAt: Date | null;
}

export interface TrackerRows {
  invitees: InviteeRow[];
  /** Travelers who answered without an invitation to their address (the shared link). */
  throughLink: SharedLinkRow[];
}

export function trackerRows(invitations: Invitation[], responses: TripResponse[]): TrackerRows {
  const byEmail = new Map(responses.map((response) => [normalizeEmail(response.email), response]));
  const invited = new Set(invitations.map((invitation) => normalizeEmail(invitation.email)));
  const invitees = [...invitations]
    .sort((a, b) => (a.invitedAt?.getTime() ?? 0) - (b.invitedAt?.getTime() ?? 0) || compareText(a.email, b.email))
    .map((invitation): InviteeRow => {
      const response = byEmail.get(normalizeEmail(invitation.email));
      const state: InviteeState = response
        ? 'answered'
        : invitation.withdrawnAt
          ? 'withdrawn'
          : invitation.remindersSent > 0
            ? 'reminded'
            : 'invited';
      return {
        email: invitation.email,
        state,
        invitedAt: invitation.invitedAt,
        lastReminderAt: invitation.lastReminderAt,
        answeredAt: response?.submittedAt ?? null,
        withdrawnAt: invitation.withdrawnAt,
        name: response?.name ?? null,
      };
    });
  const throughLink = responses
    .filter((response) => !invited.has(normalizeEmail(response.email)))
    .map((response) => ({ name: response.name, answeredAt: response.submittedAt }));
  return { invitees, throughLink };
}

export interface LastRound {
  at: Date;
  reached: string[];
}

/** The latest reminder round: its time and every invitee reminded at that very moment. */
export function lastReminderRound(invitations: Invitation[]): LastRound | null {
  const times = invitations.map((i) => i.lastReminderAt?.getTime() ?? 0).filter((t) => t > 0);
  if (times.length === 0) return null;
  const latest = Math.max(...times);
  return {
    at: new Date(latest),
    reached: invitations.filter((i) => i.lastReminderAt?.getTime() === latest).map((i) => i.email),
  };
}

/** Still waiting for an answer: neither answered nor withdrawn. */
export function isPending(row: InviteeRow): boolean {
  return row.state === 'invited' || row.state === 'reminded';
}

/** Invitees a reminder round could still reach (the 24-hour rule is the server's). */
export function unansweredCount(rows: InviteeRow[]): number {
  return rows.filter(isPending).length;
}
