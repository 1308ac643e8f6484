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
import { searchWords } from './trip-search.js';

/** One write of the plan; paths are Firestore document paths such as `trips/x/responses/y`. */
export type CleanupWrite =
  | { op: 'delete'; path: string }
  /**
   * `props.names` / `props.answerers`: a name in an answer batch (an outbox email to an organizer
   * listing answerers) and the uid beside it.
   */
  | {
      op: 'arrayRemove';
      path: string;
      field: 'joined' | 'joinedTrips' | 'props.names' | 'props.answerers';
      value: string;
    }
  /**
   * A booked trip kept for its group: the organizer's uid, email and name leave it (userId
   * becomes null, so nobody is its organizer any more; planners still see and book it).
   * `searchWords` replace the stored ones, which hold the organizer's email as a word
   * (domain/trip-search.ts): the name's words alone, so planners still find it by name.
   */
  | { op: 'detachOrganizer'; path: string; searchWords: string[] }
  /** A planner's stamp on a trip (assignment, booking, finishing) set to null: who it was goes. */
  | { op: 'clearStamp'; path: string; field: 'assignedTo' | 'bookedBy' | 'finishedBy' }
  /** A planner's note kept for the agency, without its author's uid and name. */
  | { op: 'forgetNoteAuthor'; path: string }
  /** An invitation kept on a booked trip, without the uid of the organizer who sent it. */
  | { op: 'forgetInviter'; path: string }
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
  /** Ids of the documents in trips/{tripId}/privateAnswers (the private parts of the responses). */
  privateAnswerIds: string[];
  /** Users whose joinedTrips lists the trip. */
  joinedUserIds: string[];
  /** answerDigests/{tripId} exists (the organizer's answer notifications for the trip). */
  hasAnswerDigest: boolean;
  /** Ids of the planners' notes (trips/{tripId}/notes): a re-created id must not show them. */
  noteIds: string[];
}

/** A trip the departing user organizes. */
export interface OrganizedTrip extends TripReferences {
  /** The trip's name as stored ('' when it has none): a kept trip is still found by its words. */
  tripName: string;
  /**
   * Planners have booked it. It is kept for the group (their answers, the booking), with the
   * organizer's personal data detached, instead of deleted (docs/security.md, round 3 #5).
   */
  isBooked: boolean;
}

/** A trip that mentions the departing user, whoever organizes it. */
export interface TripMention {
  tripId: string;
  /** The trip document exists and its `joined` lists the uid. */
  inJoined: boolean;
  /** trips/{tripId}/responses/{uid} exists (it may outlive its trip after a crash). */
  hasResponse: boolean;
  /** trips/{tripId}/privateAnswers/{uid} exists (the private part of that response). */
  hasPrivateAnswers: boolean;
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
  organizedTrips: OrganizedTrip[];
  /** Every trip whose `joined` lists the uid or that holds a response of theirs. */
  mentionedTrips: TripMention[];
  checkoutIds: string[];
  /**
   * Email bookkeeping: outbox documents addressed to the account, by uid or by its email (an
   * invitation queued before the account existed has no uid).
   */
  outboxIds: string[];
  /** Email bookkeeping: answer digests that list the account's response. */
  answerDigests: AnswerDigestMention[];
  /**
   * Answer batches opened by someone else's answer that list the account's name (the outbox
   * document's `props.names`), with the name as it is there; `byUid` when the batch also lists
   * the account's uid (`props.answerers`, beside the name).
   */
  namedInAnswerBatches: { outboxId: string; name: string; byUid?: boolean }[];
  /** Paths of invitations to the account's email (trips/{tripId}/invitations/{key}). */
  invitationPaths: string[];
  /** tripIdHolds/{tripId} that still hold the account's uid (a checkout left open). */
  heldTripIds: string[];
  /** A planner's stamps: trips whose assignedTo, bookedBy or finishedBy is the account. */
  plannerStamps: { tripId: string; field: 'assignedTo' | 'bookedBy' | 'finishedBy' }[];
  /** Paths of planners' notes the account wrote (trips/{tripId}/notes/{id}). */
  authoredNotePaths: string[];
  /** Paths of invitations the account sent (trips/{tripId}/invitations/{key}, `invitedBy`). */
  sentInvitationPaths: string[];
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
  privateAnswers: privateAnswersPath,
  user: userPath,
  checkout: checkoutPath,
  answerDigest: digestPath,
  outboxItem: outboxPath,
  note: notePath,
  tripIdHold: holdPath,
} = docPath;

/**
 * Removes what points at a trip: its responses (both parts), its id in users' joinedTrips and
 * its answer digest. `skipUserId` leaves one user's doc alone (the departing user's, deleted whole at the
 * end anyway).
 */
export function planTripCleanup(trip: TripReferences, skipUserId?: string): CleanupWrite[] {
  const writes: CleanupWrite[] = [];
  for (const responseId of unique(trip.responseIds))
    writes.push({ op: 'delete', path: responsePath(trip.tripId, responseId) });
  for (const responseId of unique(trip.privateAnswerIds))
    writes.push({ op: 'delete', path: privateAnswersPath(trip.tripId, responseId) });
  for (const userId of unique(trip.joinedUserIds)) {
    if (userId === skipUserId) continue;
    writes.push({ op: 'arrayRemove', path: userPath(userId), field: 'joinedTrips', value: trip.tripId });
  }
  for (const noteId of unique(trip.noteIds)) writes.push({ op: 'delete', path: notePath(trip.tripId, noteId) });
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
  /** The private parts of the responses, stamped the same way. */
  privateAnswers: ResponseStamp[];
  /** The planners' notes on the trip, stamped the same way. */
  notes: ResponseStamp[];
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
    privateAnswerIds: facts.privateAnswers.filter((r) => olderThanNewTrip(r.createdAtMillis)).map((r) => r.id),
    noteIds: facts.notes.filter((n) => olderThanNewTrip(n.createdAtMillis)).map((n) => n.id),
    joinedUserIds: recreatedAtMillis === null ? facts.joinedUserIds : [],
    hasAnswerDigest: answerDigestCreatedAtMillis !== null && olderThanNewTrip(answerDigestCreatedAtMillis),
  });
}

/**
 * The whole deletion, in the order it must be committed: the trips the user organizes (their
 * references first, then the trip; a booked trip is kept for its group, without the organizer),
 * the user's traces in other trips, their checkouts and trip-id holds, a planner's stamps and
 * notes, the email bookkeeping that names them, and last the user doc. The Auth account goes
 * after all of this, outside Firestore. The facts are raw: here, and only here, a trip the user
 * organizes wins over a mention of it, and anything listed twice counts once.
 */
export function planAccountDeletion(facts: AccountFacts): WriteGroup[] {
  const { uid } = facts;
  const organized = new Map(facts.organizedTrips.map((trip) => [trip.tripId, trip]));
  const deleted = new Set([...organized.values()].filter((trip) => !trip.isBooked).map((trip) => trip.tripId));
  const inDeletedTrip = (path: string) => deleted.has(path.split('/')[1] ?? '');
  const groups: WriteGroup[] = [];
  for (const trip of organized.values())
    if (!trip.isBooked) groups.push([...planTripCleanup(trip, uid), { op: 'delete', path: tripPath(trip.tripId) }]);

  const mentions = new Map<string, Omit<TripMention, 'tripId'>>();
  for (const { tripId, inJoined, hasResponse, hasPrivateAnswers } of facts.mentionedTrips) {
    if (deleted.has(tripId)) continue;
    const earlier = mentions.get(tripId);
    mentions.set(tripId, {
      inJoined: inJoined || earlier?.inJoined === true,
      hasResponse: hasResponse || earlier?.hasResponse === true,
      hasPrivateAnswers: hasPrivateAnswers || earlier?.hasPrivateAnswers === true,
    });
  }
  for (const [tripId, mention] of mentions) {
    const group: WriteGroup = [];
    if (mention.hasResponse) group.push({ op: 'delete', path: responsePath(tripId, uid) });
    if (mention.hasPrivateAnswers) group.push({ op: 'delete', path: privateAnswersPath(tripId, uid) });
    if (mention.inJoined) group.push({ op: 'arrayRemove', path: tripPath(tripId), field: 'joined', value: uid });
    if (group.length > 0) groups.push(group);
  }

  // A booked trip stays for its group; what named its organizer goes: who organizes it (uid,
  // name, email, and the email among its search words), the invitations' sender, and its answer
  // digest (the organizer's own notifications).
  for (const trip of organized.values()) {
    if (!trip.isBooked) continue;
    groups.push([
      { op: 'detachOrganizer', path: tripPath(trip.tripId), searchWords: searchWords(trip.tripName, '') },
      ...(trip.hasAnswerDigest ? [{ op: 'delete', path: digestPath(trip.tripId) } as const] : []),
    ]);
  }
  groups.push(unique(facts.invitationPaths).map((path): CleanupWrite => ({ op: 'delete', path })));
  groups.push(
    unique(facts.sentInvitationPaths)
      .filter((path) => !inDeletedTrip(path))
      .map((path): CleanupWrite => ({ op: 'forgetInviter', path })),
  );

  const checkouts = unique(facts.checkoutIds).map((id): CleanupWrite => ({
    op: 'forgetCheckoutOwner',
    path: checkoutPath(id),
  }));
  if (checkouts.length > 0) groups.push(checkouts);
  groups.push(unique(facts.heldTripIds).map((tripId): CleanupWrite => ({ op: 'delete', path: holdPath(tripId) })));

  // A planner's traces on trips that stay.
  const stamps = new Map(
    facts.plannerStamps
      .filter((stamp) => !deleted.has(stamp.tripId))
      .map((stamp) => [`${stamp.tripId}\n${stamp.field}`, stamp] as const),
  );
  groups.push(
    [...stamps.values()].map((stamp): CleanupWrite => ({
      op: 'clearStamp',
      path: tripPath(stamp.tripId),
      field: stamp.field,
    })),
  );
  groups.push(
    unique(facts.authoredNotePaths)
      .filter((path) => !inDeletedTrip(path))
      .map((path): CleanupWrite => ({ op: 'forgetNoteAuthor', path })),
  );

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
  const deletedBatches = new Set(addressed);
  const seen = new Set<string>();
  for (const digest of facts.answerDigests) {
    if (organized.has(digest.tripId) || seen.has(digest.tripId)) continue;
    seen.add(digest.tripId);
    const openedByThem = answerBatchId(digest.tripId, uid, digest.tripGeneration);
    deletedBatches.add(openedByThem);
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
  // Their name in a batch someone else's answer opened (to that trip's organizer).
  const named = new Map(facts.namedInAnswerBatches.map((entry) => [`${entry.outboxId}\n${entry.name}`, entry]));
  groups.push(
    [...named.values()]
      .filter((entry) => !deletedBatches.has(entry.outboxId))
      .flatMap((entry): CleanupWrite[] => [
        { op: 'arrayRemove', path: outboxPath(entry.outboxId), field: 'props.names', value: entry.name },
        ...(entry.byUid
          ? [{ op: 'arrayRemove', path: outboxPath(entry.outboxId), field: 'props.answerers', value: uid } as const]
          : []),
      ]),
  );
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
