// What deleting an account (or a trip) must write, decided from facts read beforehand. Pure, so
// every case is unit-tested without Firestore; functions/src/account/cleanup-store.ts reads the
// facts and commits the plan in order.
//
// Resuming: every fact is found by querying for the uid or trip id, never through a document
// this plan deletes earlier, so a run that stops half-way leaves a state from which the next
// run finds exactly what is left. Within a trip, its responses, its ids in users' joinedTrips
// and its answer digest go before the trip document itself, because the trip is how they are
// found.
import { answerBatchId } from './answer-digest.js';
import { docPath } from './collections.js';

/** One write of the plan; paths are Firestore document paths such as `trips/x/responses/y`. */
export type CleanupWrite =
  | { op: 'delete'; path: string }
  | { op: 'arrayRemove'; path: string; field: 'joined' | 'joinedTrips'; value: string }
  /** Keeps a payment record (amount, currency, status, session id) but drops who made it. */
  | { op: 'forgetCheckoutOwner'; path: string }
  /**
   * Takes a response id out of an answer digest's `notified`, and clears its `openBatchId`
   * when that batch is deleted too. Merged rather than updated: the digest may be gone by the
   * time this commits (its trip deleted meanwhile), and that must not fail the deletion.
   */
  | { op: 'forgetAnswerer'; path: string; responseId: string; closeOpenBatch: boolean };

/** A trip about to disappear, or already gone: what still points at it. */
export interface TripReferences {
  tripId: string;
  /** Ids of the documents in trips/{tripId}/responses (the respondents' uids). */
  responseIds: string[];
  /** Users whose joinedTrips lists the trip. */
  joinedUserIds: string[];
  /** answerDigests/{tripId} exists (the organizer's answer notifications for the trip). */
  hasAnswerDigest: boolean;
}

/** A trip that mentions the departing user, whoever organizes it. */
export interface TripMention {
  tripId: string;
  /** The trip document exists and its `joined` lists the uid. */
  inJoined: boolean;
  /** trips/{tripId}/responses/{uid} exists (it may outlive its trip after a crash). */
  hasResponse: boolean;
}

/** An answer digest whose `notified` lists the departing user's response (id = uid). */
export interface AnswerDigestMention {
  tripId: string;
  /** The digest's open batch, an outbox id, or null. */
  openBatchId: string | null;
  /** The trip generation the digest counts ('' for digests written before generations). */
  tripGeneration: string;
}

/**
 * What names the account, as read (functions/src/account/cleanup-store.ts). Raw: a trip may
 * be both organized and mentioned, or listed twice; planAccountDeletion sorts that out.
 */
export interface AccountFacts {
  uid: string;
  organizedTrips: TripReferences[];
  /** Every trip whose `joined` lists the uid or that holds a response of theirs. */
  mentionedTrips: TripMention[];
  checkoutIds: string[];
  /** Email bookkeeping: outbox documents addressed to the account (their `uid`). */
  outboxIds: string[];
  /** Email bookkeeping: answer digests that list the account's response. */
  answerDigests: AnswerDigestMention[];
  hasUserDoc: boolean;
}

/**
 * Writes are grouped: a group is committed atomically when it fits in one batch, and groups
 * are committed in order. A response and the uid in its trip's `joined` form one group, so
 * the trip never lists someone without a response or the other way round.
 */
export type WriteGroup = CleanupWrite[];

/**
 * Firestore allows 500 writes per batch; the arrayRemove transforms used to count as extra
 * writes, so stay well below to be safe on every backend.
 */
export const MAX_WRITES_PER_BATCH = 250;

/** How recent the sign-in behind the ID token must be to delete the account. */
export const RECENT_SIGN_IN_SECONDS = 5 * 60;

/**
 * True when the token's `auth_time` (seconds) is at most `maxAgeSeconds` old. A time in the
 * future (clock skew) counts as recent; a missing or malformed one does not.
 */
export function isRecentSignIn(
  authTimeSeconds: unknown,
  nowMillis: number,
  maxAgeSeconds = RECENT_SIGN_IN_SECONDS,
): boolean {
  if (typeof authTimeSeconds !== 'number' || !Number.isFinite(authTimeSeconds)) return false;
  return nowMillis / 1000 - authTimeSeconds <= maxAgeSeconds;
}

const {
  trip: tripPath,
  response: responsePath,
  user: userPath,
  checkout: checkoutPath,
  answerDigest: digestPath,
  outboxItem: outboxPath,
} = docPath;

/**
 * Removes what points at a trip: its responses, its id in users' joinedTrips and its answer
 * digest. `skipUserId` leaves one user's doc alone (the departing user's, deleted whole at the
 * end anyway).
 */
export function planTripCleanup(trip: TripReferences, skipUserId?: string): CleanupWrite[] {
  const writes: CleanupWrite[] = [];
  for (const responseId of unique(trip.responseIds))
    writes.push({ op: 'delete', path: responsePath(trip.tripId, responseId) });
  for (const userId of unique(trip.joinedUserIds)) {
    if (userId === skipUserId) continue;
    writes.push({ op: 'arrayRemove', path: userPath(userId), field: 'joinedTrips', value: trip.tripId });
  }
  if (trip.hasAnswerDigest) writes.push({ op: 'delete', path: digestPath(trip.tripId) });
  return writes;
}

/** A response as the trigger sees it: its id and when Firestore created it. */
export interface ResponseStamp {
  id: string;
  createdAtMillis: number;
}

export interface DeletedTripFacts {
  tripId: string;
  responses: ResponseStamp[];
  joinedUserIds: string[];
  /** When answerDigests/{tripId} was created, or null when there is none. */
  answerDigestCreatedAtMillis: number | null;
  /**
   * When the trip now under this id was created, or null when there is none. Ids come from
   * names, so a trip can be re-created, and the event may arrive after that.
   */
  recreatedAtMillis: number | null;
}

/**
 * After a trip was deleted. The rules refuse responses to a trip that does not exist, so a
 * response (and an answer digest) created after a re-created trip belongs to the new trip and
 * is kept; so are joinedTrips entries while such a trip exists, since they may be the new ones.
 * (Firestore's document create times are used rather than the event's time, which the
 * emulator rounds.)
 */
export function planDeletedTripCleanup(facts: DeletedTripFacts): CleanupWrite[] {
  const { recreatedAtMillis, answerDigestCreatedAtMillis } = facts;
  const olderThanNewTrip = (createdAtMillis: number) =>
    recreatedAtMillis === null || createdAtMillis < recreatedAtMillis;
  return planTripCleanup({
    tripId: facts.tripId,
    responseIds: facts.responses.filter((r) => olderThanNewTrip(r.createdAtMillis)).map((r) => r.id),
    joinedUserIds: recreatedAtMillis === null ? facts.joinedUserIds : [],
    hasAnswerDigest: answerDigestCreatedAtMillis !== null && olderThanNewTrip(answerDigestCreatedAtMillis),
  });
}

/**
 * The whole deletion, in the order it must be committed: the trips the user organizes (their
 * references first, then the trip), the user's traces in other trips, their checkouts, the
 * email bookkeeping that names them, and last the user doc. The Auth account goes after all
 * of this, outside Firestore. The facts are raw: here, and only here, a trip the user
 * organizes wins over a mention of it, and anything listed twice counts once.
 */
export function planAccountDeletion(facts: AccountFacts): WriteGroup[] {
  const { uid } = facts;
  const organized = new Map(facts.organizedTrips.map((trip) => [trip.tripId, trip]));
  const groups: WriteGroup[] = [];
  for (const trip of organized.values())
    groups.push([...planTripCleanup(trip, uid), { op: 'delete', path: tripPath(trip.tripId) }]);

  const mentions = new Map<string, Omit<TripMention, 'tripId'>>();
  for (const { tripId, inJoined, hasResponse } of facts.mentionedTrips) {
    if (organized.has(tripId)) continue;
    const earlier = mentions.get(tripId);
    mentions.set(tripId, {
      inJoined: inJoined || earlier?.inJoined === true,
      hasResponse: hasResponse || earlier?.hasResponse === true,
    });
  }
  for (const [tripId, mention] of mentions) {
    const group: WriteGroup = [];
    if (mention.hasResponse) group.push({ op: 'delete', path: responsePath(tripId, uid) });
    if (mention.inJoined) group.push({ op: 'arrayRemove', path: tripPath(tripId), field: 'joined', value: uid });
    if (group.length > 0) groups.push(group);
  }

  const checkouts = unique(facts.checkoutIds).map((id): CleanupWrite => ({
    op: 'forgetCheckoutOwner',
    path: checkoutPath(id),
  }));
  if (checkouts.length > 0) groups.push(checkouts);
  groups.push(...planEmailTraces(facts, organized));
  if (facts.hasUserDoc) groups.push([{ op: 'delete', path: userPath(uid) }]);
  return groups.filter((group) => group.length > 0);
}

/**
 * The email bookkeeping: every outbox document addressed to the account, and in the answer
 * digests of other people's trips, the account's response id and the batch its answer opened
 * (named after it, and addressed to the organizer). Each digest's two writes form one group:
 * the digest is how that batch is found. A trip the user organizes has its digest deleted
 * with the trip, and its batches are all addressed to the user.
 */
function planEmailTraces(facts: AccountFacts, organized: ReadonlyMap<string, TripReferences>): WriteGroup[] {
  const { uid } = facts;
  const addressed = unique(facts.outboxIds);
  const groups: WriteGroup[] = [addressed.map((id): CleanupWrite => ({ op: 'delete', path: outboxPath(id) }))];
  const seen = new Set<string>();
  for (const digest of facts.answerDigests) {
    if (organized.has(digest.tripId) || seen.has(digest.tripId)) continue;
    seen.add(digest.tripId);
    const openedByThem = answerBatchId(digest.tripId, uid, digest.tripGeneration);
    groups.push([
      ...(addressed.includes(openedByThem) ? [] : [{ op: 'delete', path: outboxPath(openedByThem) } as const]),
      {
        op: 'forgetAnswerer',
        path: digestPath(digest.tripId),
        responseId: uid,
        closeOpenBatch: digest.openBatchId === openedByThem,
      },
    ]);
  }
  return groups;
}

/**
 * Packs groups into batches of at most `max` writes, keeping their order and never splitting
 * a group that fits in one batch. A group larger than `max` (a trip with hundreds of
 * responses) is split in order, so its last write (the trip itself) still comes last.
 */
export function packIntoBatches(groups: WriteGroup[], max = MAX_WRITES_PER_BATCH): CleanupWrite[][] {
  if (!Number.isInteger(max) || max < 1) throw new Error('max must be a positive integer');
  const batches: CleanupWrite[][] = [];
  let current: CleanupWrite[] = [];
  const flush = () => {
    if (current.length > 0) batches.push(current);
    current = [];
  };
  for (const group of groups) {
    if (group.length === 0) continue;
    if (current.length + group.length > max) flush();
    if (group.length <= max) {
      current.push(...group);
      continue;
    }
    for (let start = 0; start < group.length; start += max) {
      current = group.slice(start, start + max);
      if (current.length === max) flush();
    }
  }
  flush();
  return batches;
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}
