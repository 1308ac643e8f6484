// Invite links are capabilities (docs/security.md): the /join path plus a key made on the
// server. The one builder for the link, shared by the app (popup, Copy Invite Link), the
// functions (emails) and the scripts (demo data).

/** The query parameter that carries the invite key. */
export const INVITE_PARAM = 'invite';

/** {origin}/join/{tripId}?invite={key}; without a key, the bare path. */
export function inviteLink(origin: string, tripId: string, inviteKey?: string): string {
  const path = `${origin}/join/${encodeURIComponent(tripId)}`;
  return inviteKey ? `${path}?${INVITE_PARAM}=${encodeURIComponent(inviteKey)}` : path;
}
