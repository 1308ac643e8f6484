// "Copy invite link": the link goes to the clipboard, or, where the browser refuses, into the
// message so the organizer can copy it by hand.
import { inviteLink } from '@domain/invite-link';
import type { Trip } from '@/lib/models';

export async function copyInvite(trip: Trip, tell: (message: string) => void) {
  const link = inviteLink(window.location.origin, trip.id, trip.inviteKey);
  try {
    await navigator.clipboard.writeText(link);
    tell('Link copied to clipboard!');
  } catch {
    tell(`Copy this link: ${link}`);
  }
}
