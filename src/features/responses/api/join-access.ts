// What the join and edit-response pages may show, and with which key they may join (docs/security.md
// "Invite links are capabilities"). The trip itself opens only to its organizer, its members and
// planners; anyone else sees the invite record that the link's key opens, or an explanation.
import type { FullResponse, TripInvite } from '@/lib/models';
import { loadInvite, loadMyResponse, loadTripIfMember } from './responses-api';

/** The trip facts the join page shows, from the trip or from its invite record. */
export type JoinView = Omit<TripInvite, 'tripId'> & { organizerLabel: string };

export type JoinAccess =
  /** The link has no key and the visitor is not on the trip. */
  | { kind: 'no-key' }
  /** The link's key is unknown or was retired by "Reset invite link" (or names another trip). */
  | { kind: 'retired-key' }
  | {
      kind: 'found';
      view: JoinView;
      existing: FullResponse | null;
      inviteKey: string;
      /** The trip's own organizer (they are told how to reopen a ready trip, not to ask its creator). */
      isOrganizer: boolean;
    };

/**
 * Someone on the trip (organizer, member, planner) reads it directly and joins or edits with its
 * live key, whatever the link carried; anyone else needs the link's key to open the invite record.
 * The order avoids refused reads (each one a 403 in the browser's console): one's own response
 * slot is always readable, so a member is known first; a visitor with a key reads only the
 * invite record; the trip itself is tried last (organizer, planner, or a stranger without a key).
 */
export async function loadJoinAccess(tripId: string, uid: string, linkKey: string | null): Promise<JoinAccess> {
  // Without a key the trip is read whatever one's own response says, so both are asked at once.
  const tripWithoutKey = linkKey ? null : loadTripIfMember(tripId);
  tripWithoutKey?.catch(() => undefined); // its failure is reported where it is awaited
  const existing = await loadMyResponse(tripId, uid);
  if (!existing && linkKey) {
    const invite = await loadInvite(linkKey);
    // Not the trip's live key. (An organizer holding an old link gets this too; their trip
    // page has the current one.)
    if (!invite || invite.tripId !== tripId) return { kind: 'retired-key' };
    const { tripId: _tripId, ...facts } = invite;
    const view = { ...facts, organizerLabel: invite.organizerName || 'Someone' };
    return { kind: 'found', view, existing: null, inviteKey: linkKey, isOrganizer: false };
  }
  const trip = await (tripWithoutKey ?? loadTripIfMember(tripId));
  if (!trip) return { kind: 'no-key' };
  const { tripName, organizerName, destination, numPeople, vibe, startDate, endDate, status, isBooked, joinQuestions } =
    trip;
  const organizerLabel = organizerName || trip.organizerEmail || 'Someone';
  const view: JoinView = {
    tripName,
    organizerName,
    organizerLabel,
    destination,
    numPeople,
    vibe,
    startDate,
    endDate,
    status,
    isBooked,
    joinQuestions,
  };
  return {
    kind: 'found',
    view,
    existing: status === 'ready' ? null : existing,
    inviteKey: trip.inviteKey,
    isOrganizer: trip.userId === uid,
  };
}
