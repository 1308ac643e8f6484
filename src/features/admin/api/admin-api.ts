// The planner workspace's data: trips by state in pages of 25, counts by aggregation, search by
// prefix, notes and hand-offs. Every query here has its composite index in firestore.indexes.json
// (docs/planner-workspace.md lists why each exists).
import {
  addDoc,
  getCount,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  startAfter,
  updateDoc,
  where,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import { FirebaseError } from 'firebase/app';
import { callApi } from '@/lib/functions-client';
import { FunctionError } from '@/lib/function-error';
import { searchWordOf } from '@domain/trip-search';
import { db } from '@/lib/firebase';
import {
  notesOf,
  privateAnswersOf,
  plannerAnswersOf,
  responsesOf,
  tripRef,
  tripsCollection,
  tripUpdateRef,
  userRef,
} from '@/lib/firestore-refs';
import { withPrivateAnswers } from '@/lib/converters';
import { parseJoinAnswers } from '@domain/join-questions';
import type { FullResponse, PlannerNote, PlannerStamp, Trip } from '@/lib/models';
import { compareText } from '@domain/text-order';

export const TRIP_STATES = ['ready', 'booked', 'finished'] as const;
export type TripState = (typeof TRIP_STATES)[number];
export const PAGE_SIZE = 25;

/** The equality filters that define each list (booked and finished trips keep status 'ready'). */
function stateFilters(state: TripState): QueryConstraint[] {
  switch (state) {
    case 'ready':
      return [where('status', '==', 'ready'), where('isBooked', '==', false)];
    case 'booked':
      return [where('isBooked', '==', true), where('isFinished', '==', false)];
    case 'finished':
      return [where('isFinished', '==', true)];
  }
}

/** Which trips a list shows: one state, optionally only the trips assigned to one planner. */
export interface TripScope {
  state: TripState;
  /** uid of the planner for "Mine"; undefined for everyone's trips. */
  assignedTo?: string;
}

function scopeFilters({ state, assignedTo }: TripScope): QueryConstraint[] {
  return assignedTo ? [...stateFilters(state), where('assignedTo.uid', '==', assignedTo)] : stateFilters(state);
}

export interface TripPage {
  trips: Trip[];
  /** The cursor for "Load more"; null when this page was the last one. */
  next: QueryDocumentSnapshot<Trip> | null;
}

/**
 * One page of a list, newest first (by the time the organizer marked it ready). It reads exactly
 * PAGE_SIZE documents and offers "Load more" whenever the page is full: a list of exactly 25
 * then shows a button that loads an empty page (1 read), cheaper than a 26th read on every page.
 */
export async function listTrips(scope: TripScope, after?: QueryDocumentSnapshot<Trip>): Promise<TripPage> {
  const constraints = [...scopeFilters(scope), orderBy('readyAt', 'desc'), ...(after ? [startAfter(after)] : [])];
  const snapshot = await getDocs(query(tripsCollection(db), ...constraints, limit(PAGE_SIZE)));
  const docs = snapshot.docs;
  return { trips: docs.map((d) => d.data()), next: docs.length === PAGE_SIZE ? docs[docs.length - 1] : null };
}

/** Trips per state from count() aggregations: one billed read per 1,000 trips counted, no documents. */
export async function countTrips(assignedTo?: string): Promise<Record<TripState, number>> {
  const counts = await Promise.all(
    TRIP_STATES.map(async (state) => {
      const snapshot = await getCount(query(tripsCollection(db), ...scopeFilters({ state, assignedTo })));
      return snapshot.data().count;
    }),
  );
  return { ready: counts[0], booked: counts[1], finished: counts[2] };
}

/** '\uf8ff' sorts after every character a name or email uses: [prefix, prefix + it) is "starts with". */
function prefixRange(field: 'tripName' | 'organizerEmail', prefix: string): QueryConstraint[] {
  return [where(field, '>=', prefix), where(field, '<', `${prefix}\uf8ff`), orderBy(field), limit(PAGE_SIZE)];
}

/**
 * The variants of what the planner typed worth asking for: trip names as typed and with a
 * capital first letter ("bali" finds "Bali Retreat"); emails in lower case.
 */
export function searchVariants(text: string): { names: string[]; email: string } {
  const typed = text.trim();
  const capitalised = typed.charAt(0).toUpperCase() + typed.slice(1);
  return { names: [...new Set([typed, capitalised])], email: typed.toLowerCase() };
}

/** Trips whose stored search words (@domain/trip-search) hold the word typed: any word of the name, or the email. */
function wordMatch(text: string): QueryConstraint[][] {
  const word = searchWordOf(text);
  return word ? [[where('searchWords', 'array-contains', word), orderBy('readyAt', 'desc'), limit(PAGE_SIZE)]] : [];
}

/**
 * Trips of a scope with the word typed anywhere in their name or as their organizer's email,
 * and (for trips stored before search words) whose name or email starts with `text`: up to
 * PAGE_SIZE per query, merged and newest first. Firestore has no full-text search; each query
 * is an indexed one.
 */
export async function searchTrips(scope: TripScope, text: string): Promise<Trip[]> {
  const { names, email } = searchVariants(text);
  const ranges = [
    ...wordMatch(text),
    ...names.map((name) => prefixRange('tripName', name)),
    prefixRange('organizerEmail', email),
  ];
  const snapshots = await Promise.all(
    ranges.map((range) => getDocs(query(tripsCollection(db), ...scopeFilters(scope), ...range))),
  );
  const byId = new Map(snapshots.flatMap((s) => s.docs.map((d) => [d.id, d.data()] as const)));
  return [...byId.values()].sort((a, b) => (b.readyAt?.getTime() ?? 0) - (a.readyAt?.getTime() ?? 0));
}

/** One trip (1 read), or null when there is none. */
export async function loadTrip(tripId: string): Promise<Trip | null> {
  const snapshot = await getDoc(tripRef(db, tripId));
  return snapshot.exists() ? snapshot.data() : null;
}

/**
 * Every traveler's answers, both parts, by name: 2 reads per response (the group's part and
 * the private part are separate documents, since rules grant whole documents, not fields).
 */
export async function loadResponses(tripId: string): Promise<FullResponse[]> {
  const [responses, privateAnswers, plannerAnswers] = await Promise.all([
    getDocs(responsesOf(db, tripId)),
    getDocs(privateAnswersOf(db, tripId)),
    // Answers to planners-only join questions (docs/join-questions.md): planners alone list them.
    getDocs(plannerAnswersOf(db, tripId)),
  ]);
  const byUid = new Map(privateAnswers.docs.map((d) => [d.id, d.data()]));
  const plannersByUid = new Map(plannerAnswers.docs.map((d) => [d.id, parseJoinAnswers(d.get('answers'))]));
  return withPrivateAnswers(
    responses.docs.map((d) => d.data()),
    byUid,
  )
    .map((r) => ({ ...r, plannerAnswers: plannersByUid.get(r.uid) ?? {} }))
    .sort((a, b) => compareText(a.name, b.name));
}

/** The brief's reads: the trip and every answer, asked for at once (1 + 2 × responses reads). */
export function loadTripWithResponses(tripId: string): {
  trip: Promise<Trip | null>;
  responses: Promise<FullResponse[]>;
} {
  const responses = loadResponses(tripId);
  // Handled by whoever awaits it; this keeps a failure while the trip is still loading from
  // being reported as unhandled.
  responses.catch(() => undefined);
  return { trip: loadTrip(tripId), responses };
}

// ---------- the planner's identity on stamps ----------
let cachedStamp: PlannerStamp | null = null;

/**
 * The signed-in planner as { uid, name } for assignment, booking and notes: the profile's name
 * (read once per session, only when the planner acts), else the email's local part.
 */
export async function plannerStamp(user: { uid: string; email: string }): Promise<PlannerStamp> {
  if (cachedStamp?.uid === user.uid) return cachedStamp;
  const profile = await getDoc(userRef(db, user.uid)).catch(() => null);
  const data = profile?.exists() ? profile.data() : null;
  const name = (data?.firstName || data?.name || user.email.split('@')[0]).trim() || 'Planner';
  cachedStamp = { uid: user.uid, name };
  return cachedStamp;
}

// ---------- writes (firestore.rules: isBookingUpdate, isAssignmentUpdate, isValidPlannerNote) ----------
export type BookingStep = 'book' | 'finish' | 'reset';

/** The rules refused a booking step: the trip is not in a stage that allows it (it changed meanwhile). */
export class BookingRefusedError extends Error {}

/** The server refused "Booked" because travelers have open readiness flags: a reason books anyway. */
export class BookingNeedsReasonError extends Error {}

/**
 * "Mark as Booked" is the markTripBooked function's (it runs the readiness check; a reason books
 * despite open flags, docs/booking-details.md); finishing and resetting are rules-checked writes.
 */
async function markBooked(tripId: string, overrideReason: string | undefined): Promise<void> {
  try {
    await callApi('markTripBooked', overrideReason ? { tripId, overrideReason } : { tripId });
  } catch (error) {
    if (error instanceof FunctionError && error.code === 'openReadinessFlags')
      throw new BookingNeedsReasonError(error.message);
    if (error instanceof FunctionError && (error.code === 'tripNotReadyToBook' || error.code === 'tripAlreadyBooked'))
      throw new BookingRefusedError('book');
    throw error;
  }
}

/** Planners move a trip through booking; each step records who and when. */
export async function setBooking(
  tripId: string,
  step: BookingStep,
  by: PlannerStamp,
  overrideReason?: string,
): Promise<void> {
  if (step === 'book') return markBooked(tripId, overrideReason);
  const changes = {
    finish: { isFinished: true, finishedBy: by, finishedAt: serverTimestamp() },
    reset: { isBooked: false, isFinished: false, bookedBy: null, bookedAt: null, finishedBy: null, finishedAt: null },
  }[step];
  try {
    await updateDoc(tripUpdateRef(db, tripId), changes);
  } catch (error) {
    if (error instanceof FirebaseError && error.code === 'permission-denied') throw new BookingRefusedError(step);
    throw error;
  }
}

/** "Take this trip": the planner becomes its owner on the planners' side; null hands it back. */
export async function assignTrip(tripId: string, to: PlannerStamp | null): Promise<void> {
  await updateDoc(tripUpdateRef(db, tripId), { assignedTo: to });
}

export const NOTE_MAX_LENGTH = 4000;

/**
 * How many notes the brief shows when it opens: the newest few, one bounded read (so the page
 * reads 1 + responses + LATEST_NOTES documents at most; docs/planner-workspace.md).
 */
export const LATEST_NOTES = 3;

export interface NotesPage {
  /** Newest first. */
  notes: PlannerNote[];
  /** The oldest note read, where earlier notes start; null when the read took every note. */
  earlierFrom: QueryDocumentSnapshot<PlannerNote> | null;
}

/**
 * Notes newest first: at most `count` of them (all when absent), after `after` when given. A full
 * page offers earlier notes; when the trip had exactly `count`, asking finds none (1 read), which
 * is cheaper than reading one more note on every page open.
 */
export async function listNotes(
  tripId: string,
  { count, after }: { count?: number; after?: QueryDocumentSnapshot<PlannerNote> } = {},
): Promise<NotesPage> {
  const constraints: QueryConstraint[] = [orderBy('createdAt', 'desc')];
  if (after) constraints.push(startAfter(after));
  if (count !== undefined) constraints.push(limit(count));
  const snapshot = await getDocs(query(notesOf(db, tripId), ...constraints));
  const full = count !== undefined && snapshot.size === count;
  return { notes: snapshot.docs.map((d) => d.data()), earlierFrom: full ? snapshot.docs[snapshot.size - 1] : null };
}

export async function addNote(tripId: string, text: string, author: PlannerStamp): Promise<void> {
  await addDoc(notesOf(db, tripId).withConverter(null), {
    text,
    authorUid: author.uid,
    authorName: author.name,
    createdAt: serverTimestamp(),
  });
}
