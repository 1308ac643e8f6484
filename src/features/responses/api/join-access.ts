// What the join and edit-response pages may show, and with which key they may join (design.md
// "Invite links are capabilities"). The trip itself opens only to its organizer, its members and
// planners; anyone else sees the invite record that the link's key opens, or an explanation.
import type { TripInvite, TripResponse } from '../../../lib/models';
import { loadInvite, loadMyResponse, loadTripIfMember } from './responses-api';

/** The trip facts the join page shows, from the trip or from its invite record. */
export type JoinView = Omit<TripInvite, 'tripId'> & { organizerLabel: string };

export type JoinAccess =
  /** The link has no key and the visitor is not on the trip. */
  | { kind: 'no-key' }
  /** The link's key is unknown or was retired by "Reset invite link" (or names another trip). */
  | { kind: 'retired-key' }
  | { kind: 'found'; view: JoinView; existing: TripResponse | null; inviteKey: string };

/**
 * Someone on the trip (organizer, member, planner) reads it directly and joins or edits with its
 * live key, whatever the link carried; anyone else needs the link's key to open the invite record.
 */
export async function loadJoinAccess(tripId: string, uid: string, linkKey: string | null): Promise<JoinAccess> {
  const trip = await loadTripIfMember(tripId);
  if (trip) {
    const { tripName, organizerName, destination, numPeople, vibe, startDate, endDate, status } = trip;
    const existing = status === 'ready' ? null : await loadMyResponse(tripId, uid);
    const organizerLabel = organizerName || trip.organizerEmail || 'Someone';
    const view = { tripName, organizerName, organizerLabel, destination, numPeople, vibe, startDate, endDate, status };
    return { kind: 'found', view, existing, inviteKey: trip.inviteKey };
  }
  if (!linkKey) return { kind: 'no-key' };
  const invite = await loadInvite(linkKey);
  if (!invite || invite.tripId !== tripId) return { kind: 'retired-key' };
  const { tripId: _tripId, ...facts } = invite;
  return {
    kind: 'found',
    view: { ...facts, organizerLabel: invite.organizerName || 'Someone' },
    existing: null,
    inviteKey: linkKey,
  };
}
