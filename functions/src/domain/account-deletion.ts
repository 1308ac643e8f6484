// What deleting an account (or a trip) must write, decided from facts read beforehand. Pure, so
// every case is unit-tested without Firestore; functions/src/account/cleanup-store.ts reads the
// facts and commits the plan in order.
//
// Resuming: every fact is found by querying for the uid or trip id, never through a document
// this plan deletes earlier, so a run that stops half-way leaves a state from which the next
// run finds exactly what is left. Within a trip, its responses and its ids in users'
// joinedTrips go before the trip document itself, because the trip is how they are found.

/** One write of the plan; paths are Firestore document paths such as `trips/x/responses/y`. */
export type CleanupWrite =
  | { op: 'delete'; path: string }
  | { op: 'arrayRemove'; path: string; field: 'joined' | 'joinedTrips'; value: string }
  /** Keeps a payment record (amount, currency, status, session id) but drops who made it. */
  | { op: 'forgetCheckoutOwner'; path: string };

/** A trip about to disappear, or already gone: what still points at it. */
export interface TripReferences {
  tripId: string;
  /** Ids of the documents in trips/{tripId}/responses (the respondents' uids). */
  responseIds: string[];
  /** Users whose joinedTrips lists the trip. */
  joinedUserIds: string[];
}

/** Another person's trip that mentions the departing user. */
export interface OtherTripMention {
  tripId: string;
  /** The trip document exists and its `joined` lists the uid. */
  inJoined: boolean;
  /** trips/{tripId}/responses/{uid} exists (it may outlive its trip after a crash). */
  hasResponse: boolean;
}

export interface AccountFacts {
  uid: string;
  organizedTrips: TripReferences[];
  otherTrips: OtherTripMention[];
  checkoutIds: string[];
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

const tripPath = (tripId: string) => `trips/${tripId}`;
const responsePath = (tripId: string, uid: string) => `trips/${tripId}/responses/${uid}`;
const userPath = (uid: string) => `users/${uid}`;

/**
 * Removes what points at a trip: its responses and its id in users' joinedTrips. `skipUserId`
 * leaves one user's doc alone (the departing user's, deleted whole at the end anyway).
 */
export function planTripCleanup(trip: TripReferences, skipUserId?: string): CleanupWrite[] {
  const writes: CleanupWrite[] = [];
  for (const responseId of unique(trip.responseIds))
    writes.push({ op: 'delete', path: responsePath(trip.tripId, responseId) });
  for (const userId of unique(trip.joinedUserIds)) {
    if (userId === skipUserId) continue;
    writes.push({ op: 'arrayRemove', path: userPath(userId), field: 'joinedTrips', value: trip.tripId });
  }
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
  /**
   * When the trip now under this id was created, or null when there is none. Ids come from
   * names, so a trip can be re-created, and the event may arrive after that.
   */
  recreatedAtMillis: number | null;
}

/**
 * After a trip was deleted. The rules refuse responses to a trip that does not exist, so a
 * response created after a re-created trip belongs to the new trip and is kept; so are
 * joinedTrips entries while such a trip exists, since they may be the new ones. (Firestore's
 * document create times are used rather than the event's time, which the emulator rounds.)
 */
export function planDeletedTripCleanup(facts: DeletedTripFacts): CleanupWrite[] {
  const { recreatedAtMillis } = facts;
  const belongsToOldTrip = (r: ResponseStamp) => recreatedAtMillis === null || r.createdAtMillis < recreatedAtMillis;
  return planTripCleanup({
    tripId: facts.tripId,
    responseIds: facts.responses.filter(belongsToOldTrip).map((r) => r.id),
    joinedUserIds: recreatedAtMillis === null ? facts.joinedUserIds : [],
  });
}

/**
 * The whole deletion, in the order it must be committed: the trips the user organizes (their
 * references first, then the trip), the user's traces in other trips, their checkouts, and
 * last the user doc. The Auth account goes after all of this, outside Firestore.
 */
export function planAccountDeletion(facts: AccountFacts): WriteGroup[] {
  const { uid } = facts;
  const groups: WriteGroup[] = [];
  const organized = new Set<string>();
  for (const trip of facts.organizedTrips) {
    if (organized.has(trip.tripId)) continue;
    organized.add(trip.tripId);
    groups.push([...planTripCleanup(trip, uid), { op: 'delete', path: tripPath(trip.tripId) }]);
  }
  const seenOther = new Set<string>();
  for (const mention of facts.otherTrips) {
    if (organized.has(mention.tripId) || seenOther.has(mention.tripId)) continue;
    seenOther.add(mention.tripId);
    const group: WriteGroup = [];
    if (mention.hasResponse) group.push({ op: 'delete', path: responsePath(mention.tripId, uid) });
    if (mention.inJoined)
      group.push({ op: 'arrayRemove', path: tripPath(mention.tripId), field: 'joined', value: uid });
    if (group.length > 0) groups.push(group);
  }
  const checkouts = unique(facts.checkoutIds).map((id): CleanupWrite => ({
    op: 'forgetCheckoutOwner',
    path: `checkouts/${id}`,
  }));
  if (checkouts.length > 0) groups.push(checkouts);
  if (facts.hasUserDoc) groups.push([{ op: 'delete', path: userPath(uid) }]);
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
