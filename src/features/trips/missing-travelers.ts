// Who a trip still waits for: the answers in against the head count, and the invited addresses
// without an answer (the ones a reminder reaches).
import type { Invitation, FullResponse } from '@/lib/models';
import { waitingFor } from '@domain/trip-lifecycle';
import { isPending, trackerRows } from '@/features/invitations';
import type { MissingTravelers } from './components/ready-guard-dialog';

export function missingTravelers(invitations: Invitation[], responses: FullResponse[], expected: number) {
  const inviteesWaiting = trackerRows(invitations, responses).invitees.filter(isPending);
  const count = { answered: responses.length, expected, invitedWaiting: inviteesWaiting.length };
  const missing: MissingTravelers = {
    answered: count.answered,
    expected: count.expected,
    invitees: inviteesWaiting.map((row) => row.email),
    unnamed: Math.max(0, waitingFor(count) - inviteesWaiting.length),
  };
  return { count, missing };
}
