// Publishing the plan and reading a published version (docs/trip-plan.md). Publishing is one
// transaction: it reads the draft items, the latest version and its private parts, and
// creates version N+1 with one private document per member, so two planners pressing Publish
// at once make versions N+1 and N+2 (or one retries), never two different N+1.
import { Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import {
  buildVersion,
  planItemProblem,
  type DiffableItem,
  type PlanItemPrivate,
  type PlanTravelers,
  type PublishedItem,
  type PublishedVersion,
} from '../domain/plan.js';
import {
  planDraftOf,
  planPrivateRef,
  planVersionRef,
  privatePartRef,
  privatePartsOf,
  publishedVersionsOf,
  responsesOf,
  tripRef,
} from '../firestore-refs.js';
import { HttpError } from '../http/http-error.js';

export const NOTHING_TO_PUBLISH = 'Add at least one item to the plan before publishing.';
export const TRIP_NOT_READY = 'The plan opens once the organizer marks the trip ready.';
export const TRIP_NOT_FOUND = 'No trip has this id.';
export const NOTHING_CHANGED = 'Nothing changed since the last published version.';

export interface PlannerStamp {
  uid: string;
  name: string;
}

/** The trip's organizer and members, each once: everyone a plan is for. */
export function planMembers(trip: FirebaseFirestore.DocumentData): string[] {
  const joined: unknown[] = Array.isArray(trip.joined) ? trip.joined : [];
  const uids = [trip.userId, ...joined].filter((uid): uid is string => typeof uid === 'string' && uid !== '');
  return [...new Set(uids)];
}

/** The latest published version's number, or 0 before the first publish. */
async function latestVersion(tx: Transaction, db: Firestore, tripId: string): Promise<PublishedVersion | null> {
  const snap = await tx.get(publishedVersionsOf(db, tripId).orderBy('version', 'desc').limit(1));
  return snap.empty ? null : snap.docs[0].data();
}

export function draftItemOf(id: string, data: FirebaseFirestore.DocumentData): DiffableItem {
  return {
    id,
    kind: data.kind,
    title: data.title,
    start: data.start ?? null,
    end: data.end ?? null,
    checkIn: data.checkIn ?? null,
    checkOut: data.checkOut ?? null,
    place: data.place ?? '',
    mapLink: data.mapLink ?? '',
    link: data.link ?? '',
    notes: data.notes ?? '',
    travelers: data.travelers,
    order: data.order,
    confirmation: data.confirmation ?? '',
    bookingRef: data.bookingRef ?? '',
    price: data.price ?? null,
  };
}

/** Named travelers who are no longer on the trip drop out of an item. */
function onlyMembers(travelers: PlanTravelers, members: Set<string>): PlanTravelers {
  return travelers === 'all' ? 'all' : travelers.filter((uid) => members.has(uid));
}

/**
 * A change made in the same transaction as a publish (confirmChoice: the confirmed option becomes
 * the draft item and is published on its own).
 */
export interface PublishStep {
  /**
   * Called first, on the trip alone, before anything says what state the trip is in: a stranger
   * hears 403, not whether the trip is a draft (docs/security.md, "Round 4").
   */
  authorize: (trip: FirebaseFirestore.DocumentData) => void;
  /**
   * After the publish's own reads it may read more; given the draft items and the last published
   * version's (with their private parts), it returns the items to publish and its writes, made
   * after the version's.
   */
  build: (
    tx: Transaction,
    trip: FirebaseFirestore.DocumentData,
    drafted: DiffableItem[],
    published: DiffableItem[],
  ) => Promise<{ items: DiffableItem[]; write: (version: number) => void }>;
}

/** The last published version's items as they were published, private parts included. */
function publishedItems(
  previous: { items: readonly PublishedItem[]; privateItems: Record<string, PlanItemPrivate> } | null,
  members: Set<string>,
): DiffableItem[] {
  return (previous?.items ?? []).map((item) => {
    const { changedIn: _changedIn, startInstant: _startInstant, ...shared } = item;
    const own = previous?.privateItems[item.id] ?? { confirmation: '', bookingRef: '', price: null };
    return { ...shared, ...own, travelers: onlyMembers(item.travelers, members) };
  });
}

/** Publishes the draft as the next version; answers its number. */
export async function publishDraft(
  db: Firestore,
  tripId: string,
  planner: PlannerStamp,
  step?: PublishStep,
): Promise<number> {
  return db.runTransaction(async (tx) => {
    const trip = await tx.get(tripRef(db, tripId));
    const tripData = trip.data();
    if (!tripData) throw new HttpError(404, TRIP_NOT_FOUND, 'tripId');
    step?.authorize(tripData);
    if (tripData.status === 'draft') throw new HttpError(409, TRIP_NOT_READY);
    const [draft, previous, responses] = await Promise.all([
      tx.get(planDraftOf(db, tripId)),
      latestVersion(tx, db, tripId),
      tx.get(responsesOf(db, tripId)),
    ]);
    const members = planMembers(tripData);
    const memberSet = new Set(members);
    const drafted = draft.docs.map((doc) => {
      const item = draftItemOf(doc.id, doc.data());
      return { ...item, travelers: onlyMembers(item.travelers, memberSet) };
    });
    let previousPart: { items: PublishedVersion['items']; privateItems: Record<string, PlanItemPrivate> } | null = null;
    if (previous) {
      const parts = await tx.get(privatePartsOf(db, tripId, previous.version));
      const privateItems: Record<string, PlanItemPrivate> = {};
      for (const part of parts.docs) Object.assign(privateItems, part.data().items);
      previousPart = { items: previous.items, privateItems };
    }
    const stepped = step ? await step.build(tx, tripData, drafted, publishedItems(previousPart, memberSet)) : null;
    const items = stepped?.items ?? drafted;
    if (items.length === 0) throw new HttpError(400, NOTHING_TO_PUBLISH);
    for (const item of items) {
      const problem = planItemProblem(item);
      if (problem) throw new HttpError(400, `“${item.title || 'Untitled item'}”: ${problem}`);
    }
    const names: Record<string, string> = {};
    if (typeof tripData.organizerName === 'string') names[tripData.userId] = tripData.organizerName;
    for (const response of responses.docs) {
      const name = response.get('name');
      if (typeof name === 'string' && name.trim() !== '') names[response.id] = name;
    }
    const version = (previous?.version ?? 0) + 1;
    const { shared, privateParts } = buildVersion(version, items, previousPart, members, names);
    if (previous && shared.changes.length === 0) throw new HttpError(409, NOTHING_CHANGED);
    tx.create(planVersionRef(db, tripId, version), {
      ...shared,
      publishedAt: Timestamp.now(),
      publishedBy: planner,
    });
    for (const part of privateParts) tx.create(planPrivateRef(db, tripId, version, part.uid), part);
    stepped?.write(version);
    return version;
  });
}

/** The latest published version and one member's private part, or null before the first publish. */
export async function readPlanFor(
  db: Firestore,
  tripId: string,
  uid: string,
): Promise<{ version: PublishedVersion; own: Record<string, PlanItemPrivate> } | null> {
  const snap = await publishedVersionsOf(db, tripId).orderBy('version', 'desc').limit(1).get();
  if (snap.empty) return null;
  const version = snap.docs[0].data();
  const own = (await privatePartRef(db, tripId, version.version, uid).get()).data();
  return { version, own: own?.items ?? {} };
}
