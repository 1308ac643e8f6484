// Who gets the trip-wide emails, as addresses from the accounts (Firebase Auth), not from
// anything a client wrote.
import type { Auth } from 'firebase-admin/auth';
import { isEmailAddress } from './safe-text.js';
import type { TripFacts } from './trip-facts.js';

export interface Recipient {
  email: string;
  /** The account, for opt-out and the unsubscribe link; null for a configured team address. */
  uid: string | null;
}

function dedupe(recipients: Recipient[]): Recipient[] {
  const seen = new Set<string>();
  return recipients.filter((r) => {
    const key = r.email.toLowerCase();
    if (!isEmailAddress(r.email) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The organizer and every member who joined, each once. */
export async function tripMembers(auth: Auth, trip: TripFacts): Promise<Recipient[]> {
  const uids = [...new Set([trip.organizerUid, ...trip.joined].filter(Boolean))];
  const found: Recipient[] = [];
  // getUsers takes at most 100 identifiers per call.
  for (let i = 0; i < uids.length; i += 100) {
    const { users } = await auth.getUsers(uids.slice(i, i + 100).map((uid) => ({ uid })));
    for (const user of users) if (user.email) found.push({ email: user.email, uid: user.uid });
  }
  return dedupe(found);
}

/** Accounts with the admin claim and a verified address, plus the configured PLANNERS_EMAIL. */
export async function planners(auth: Auth, plannersEmail: string): Promise<Recipient[]> {
  const found: Recipient[] = [];
  let pageToken: string | undefined;
  do {
    const page = await auth.listUsers(1000, pageToken);
    for (const user of page.users) {
      if (user.customClaims?.admin === true && user.email && user.emailVerified) {
        found.push({ email: user.email, uid: user.uid });
      }
    }
    pageToken = page.pageToken;
  } while (pageToken);
  const configured = plannersEmail.trim();
  if (configured && configured !== 'none') found.push({ email: configured, uid: null });
  return dedupe(found);
}
