// Who gets the trip-wide emails, as addresses from the accounts (Firebase Auth), not from
// anything a client wrote.
import type { Auth, UserRecord } from 'firebase-admin/auth';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { plannerCacheRef } from '../firestore-refs.js';
import { verifiedEmailOfRecord } from '../http/verified-email.js';
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

/**
 * The organizer and every member who joined, each once, at a verified address only: a member
 * who changed their sign-in address to someone else's gets nothing there until they prove it
 * (docs/security.md, "Round 4").
 */
export async function tripMembers(auth: Auth, trip: TripFacts): Promise<Recipient[]> {
  const uids = [...new Set([trip.organizerUid, ...trip.joined].filter(Boolean))];
  const found: Recipient[] = [];
  // getUsers takes at most 100 identifiers per call.
  for (let i = 0; i < uids.length; i += 100) {
    const { users } = await auth.getUsers(uids.slice(i, i + 100).map((uid) => ({ uid })));
    for (const user of users) {
      const email = verifiedEmailOfRecord(user);
      if (email) found.push({ email, uid: user.uid });
    }
  }
  return dedupe(found);
}

/** How long the cached list of planner uids is used before Auth is listed again. */
export const PLANNER_CACHE_TTL_MS = 10 * 60_000;

export interface PlannerLookup {
  auth: Auth;
  db: Firestore;
}

/**
 * Accounts with the admin claim and a verified address, plus the configured PLANNERS_EMAIL.
 * Auth cannot be asked "who has this claim", so the uids come from a cached listing
 * (plannerCache/claims, at most PLANNER_CACHE_TTL_MS old; `npm run admin` clears it), not a
 * scan of every account per email. Each cached uid is looked up again, so a revoked claim or a
 * deleted account is left out at once; a new planner is found at the next listing.
 */
export async function planners(lookup: PlannerLookup, plannersEmail: string, now: Date): Promise<Recipient[]> {
  const uids = await plannerUids(lookup, now);
  const found: Recipient[] = [];
  // getUsers takes at most 100 identifiers per call.
  for (let i = 0; i < uids.length; i += 100) {
    const { users } = await lookup.auth.getUsers(uids.slice(i, i + 100).map((uid) => ({ uid })));
    for (const user of users) if (isPlanner(user)) found.push({ email: user.email ?? '', uid: user.uid });
  }
  const configured = plannersEmail.trim();
  if (configured && configured !== 'none') found.push({ email: configured, uid: null });
  return dedupe(found);
}

function isPlanner(user: UserRecord): boolean {
  return user.customClaims?.admin === true && Boolean(user.email) && user.emailVerified;
}

async function plannerUids({ auth, db }: PlannerLookup, now: Date): Promise<string[]> {
  const ref = plannerCacheRef(db);
  const cached = await ref.get();
  const refreshedAt: unknown = cached.get('refreshedAt');
  const uids: unknown = cached.get('uids');
  if (
    refreshedAt instanceof Timestamp &&
    now.getTime() - refreshedAt.toMillis() < PLANNER_CACHE_TTL_MS &&
    Array.isArray(uids) &&
    uids.every((uid) => typeof uid === 'string')
  )
    return uids as string[];
  const listed: string[] = [];
  let pageToken: string | undefined;
  do {
    const page = await auth.listUsers(1000, pageToken);
    for (const user of page.users) if (isPlanner(user)) listed.push(user.uid);
    pageToken = page.pageToken;
  } while (pageToken);
  await ref.set({ uids: listed, refreshedAt: Timestamp.fromDate(now) });
  return listed;
}
