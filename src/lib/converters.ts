// Typed Firestore converters: the one place Timestamps become Dates and back, and where
// missing fields of older documents get their defaults.
import type { DocumentData, FirestoreDataConverter, QueryDocumentSnapshot } from 'firebase/firestore/lite';
import { PLANNED_OPTION_KEYS, type PlannedOptions } from '@domain/trip';
import { parseJoinAnswers, parseJoinQuestions } from '@domain/join-questions';
import {
  NO_PRIVATE_ANSWERS,
  type FullResponse,
  type Invitation,
  type PlannerNote,
  type PlannerStamp,
  type PrivateAnswers,
  type Trip,
  type TripInvite,
  type TripResponse,
  type UserProfile,
} from './models';
import { dayToTimestamp, timestampToDate, timestampToDay } from './calendar-day-timestamp';

const str = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);
const bool = (value: unknown): boolean => value === true;
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

function plannerStamp(value: unknown): PlannerStamp | null {
  const source = (value ?? {}) as Record<string, unknown>;
  return typeof source.uid === 'string' ? { uid: source.uid, name: str(source.name) } : null;
}

function plannedOptions(value: unknown): PlannedOptions {
  const source = (value ?? {}) as Record<string, unknown>;
  return Object.fromEntries(PLANNED_OPTION_KEYS.map((key) => [key, bool(source[key])])) as PlannedOptions;
}

/**
 * A converter for documents the app only reads: fromFirestore maps the fields (the document id
 * comes along for those that carry it), and a write through it is a bug, so it throws. Where
 * such documents are written instead is said at each converter.
 */
function readOnlyConverter<T>(
  what: string,
  fromFirestore: (data: DocumentData, id: string) => T,
): FirestoreDataConverter<T> {
  return {
    toFirestore: () => {
      throw new Error(`${what} are read-only through this converter; see where they are written in converters.ts.`);
    },
    fromFirestore: (snapshot: QueryDocumentSnapshot): T => fromFirestore(snapshot.data(), snapshot.id),
  };
}

/** What a trip and its invite record (kept in step by the functions) both carry. */
function tripSummary(d: DocumentData): Omit<TripInvite, 'tripId'> {
  return {
    tripName: str(d.tripName),
    organizerName: str(d.organizerName),
    destination: str(d.destination),
    numPeople: typeof d.numPeople === 'number' ? d.numPeople : 0,
    vibe: str(d.vibe),
    startDate: timestampToDay(d.startDate),
    endDate: timestampToDay(d.endDate),
    status: d.status === 'ready' ? 'ready' : 'draft',
    isBooked: bool(d.isBooked),
    joinQuestions: parseJoinQuestions(d.joinQuestions),
  };
}

// Trips are created by the functions only; the app writes partial updates (updateDoc with tripEditToFirestore).
export const tripConverter = readOnlyConverter('Trips', (d, id): Trip => ({
  ...tripSummary(d),
  id,
  userId: str(d.userId),
  organizerEmail: str(d.organizerEmail),
  timingFlex: d.timingFlex === 'same' ? 'same' : 'flexible',
  sameOrigin: d.sameOrigin === 'no' ? 'no' : 'yes',
  extraNotes: str(d.extraNotes),
  plannedOptions: plannedOptions(d.plannedOptions),
  tripType: d.tripType === 'international' ? 'international' : 'domestic',
  readyAt: timestampToDate(d.readyAt),
  createdAt: timestampToDate(d.createdAt),
  joined: strings(d.joined),
  isBooked: bool(d.isBooked),
  isFinished: bool(d.isFinished),
  autoReminders: d.autoReminders !== false,
  assignedTo: plannerStamp(d.assignedTo),
  bookedBy: plannerStamp(d.bookedBy),
  bookedAt: timestampToDate(d.bookedAt),
  finishedBy: plannerStamp(d.finishedBy),
  finishedAt: timestampToDate(d.finishedAt),
  inviteKey: str(d.inviteKey),
  readinessSummary: readinessSummary(d.readinessSummary),
  bookingOverride: bookingOverride(d.bookingOverride),
}));

function readinessSummary(value: unknown): Trip['readinessSummary'] {
  if (typeof value !== 'object' || value === null) return null;
  const { ready, total } = value as Record<string, unknown>;
  return typeof ready === 'number' && typeof total === 'number' ? { ready, total } : null;
}

function bookingOverride(value: unknown): Trip['bookingOverride'] {
  if (typeof value !== 'object' || value === null) return null;
  const { reason, openTravelers, by } = value as Record<string, unknown>;
  const stamp = plannerStamp(by);
  return typeof reason === 'string' && typeof openTravelers === 'number' && stamp
    ? { reason, openTravelers, by: stamp }
    : null;
}

// Invite records are written by the functions only.
export const inviteConverter = readOnlyConverter('Invite records', (d): TripInvite => ({
  tripId: str(d.tripId),
  ...tripSummary(d),
}));

export function tripEditToFirestore(
  edit: Partial<
    Pick<Trip, 'numPeople' | 'timingFlex' | 'destination' | 'vibe' | 'sameOrigin' | 'startDate' | 'endDate'>
  >,
): DocumentData {
  const out: DocumentData = { ...edit };
  if (edit.startDate) out.startDate = dayToTimestamp(edit.startDate);
  if (edit.endDate) out.endDate = dayToTimestamp(edit.endDate);
  return out;
}

/**
 * submittedAt is written by the caller as serverTimestamp(); the group's fields map 1:1, named
 * one by one so a FullResponse never leaks its private part into the document the group reads.
 */
export const responseConverter: FirestoreDataConverter<TripResponse> = {
  toFirestore(response: TripResponse): DocumentData {
    const { uid, firstName, lastName, name, email, availability, budget, mustSee } = response;
    const { availabilityStart, availabilityEnd, profileImage, budgetAmount, budgetCurrency } = response;
    return {
      uid,
      firstName,
      lastName,
      name,
      email,
      availability,
      budget,
      mustSee,
      availabilityStart: availabilityStart ? dayToTimestamp(availabilityStart) : null,
      availabilityEnd: availabilityEnd ? dayToTimestamp(availabilityEnd) : null,
      ...(profileImage ? { profileImage } : {}),
      ...(budgetAmount !== undefined && budgetCurrency ? { budgetAmount, budgetCurrency } : {}),
      ...(response.customAnswers ? { customAnswers: response.customAnswers } : {}),
    };
  },
  fromFirestore(snapshot: QueryDocumentSnapshot): TripResponse {
    const d = snapshot.data();
    const name = str(d.name);
    const [firstWord = '', secondWord = ''] = name.split(' ');
    return {
      uid: str(d.uid, snapshot.id),
      // Older responses only have `name`; the prefill takes its first and second word.
      firstName: str(d.firstName, firstWord),
      lastName: str(d.lastName, secondWord),
      name,
      email: str(d.email),
      availability: str(d.availability),
      availabilityStart: timestampToDay(d.availabilityStart),
      availabilityEnd: timestampToDay(d.availabilityEnd),
      budget: str(d.budget),
      ...(typeof d.budgetAmount === 'number' && typeof d.budgetCurrency === 'string'
        ? { budgetAmount: d.budgetAmount, budgetCurrency: d.budgetCurrency }
        : {}),
      mustSee: str(d.mustSee),
      submittedAt: timestampToDate(d.submittedAt),
      ...(typeof d.profileImage === 'string' && d.profileImage ? { profileImage: d.profileImage } : {}),
      ...(d.customAnswers ? { customAnswers: parseJoinAnswers(d.customAnswers) } : {}),
    };
  },
};

/** The private part of a response; the invite key a first answer presents is added by the batch. */
export const privateAnswersConverter: FirestoreDataConverter<PrivateAnswers> = {
  toFirestore(answers: PrivateAnswers): DocumentData {
    const { preferences, fromLocation, flexibility, accommodations, shareRoom, specialTravel } = answers;
    return { preferences, fromLocation, flexibility, accommodations, shareRoom, specialTravel };
  },
  fromFirestore(snapshot: QueryDocumentSnapshot): PrivateAnswers {
    const d = snapshot.data();
    return {
      preferences: str(d.preferences),
      fromLocation: str(d.fromLocation),
      flexibility:
        d.flexibility === 'fixed' || d.flexibility === 'somewhat' || d.flexibility === 'very' ? d.flexibility : '',
      accommodations: str(d.accommodations),
      shareRoom: d.shareRoom === 'yes' || d.shareRoom === 'no' || d.shareRoom === 'maybe' ? d.shareRoom : '',
      specialTravel: str(d.specialTravel),
    };
  },
};

/**
 * Both parts of each answer, by uid. An answer without a private part (not yet migrated) reads
 * as if its private questions were left empty.
 */
export function withPrivateAnswers(
  responses: TripResponse[],
  privateAnswers: ReadonlyMap<string, PrivateAnswers>,
): FullResponse[] {
  return responses.map((r) => ({ ...r, ...(privateAnswers.get(r.uid) ?? NO_PRIVATE_ANSWERS) }));
}

/** Some fields of a profile, for a merge that leaves the others (joinedTrips, terms) as they are. */
export function profileFieldsToFirestore(fields: Partial<UserProfile>): DocumentData {
  const out: DocumentData = { ...fields };
  if ('birthday' in fields) out.birthday = fields.birthday ? dayToTimestamp(fields.birthday) : null;
  return out;
}

// Notes are written as plain data with createdAt = serverTimestamp() (see admin-api addNote).
export const plannerNoteConverter = readOnlyConverter('Notes', (d, id): PlannerNote => ({
  id,
  text: str(d.text),
  authorUid: str(d.authorUid),
  authorName: str(d.authorName),
  createdAt: timestampToDate(d.createdAt),
}));

export const userConverter: FirestoreDataConverter<UserProfile> = {
  toFirestore(profile: UserProfile): DocumentData {
    return { ...profile, birthday: profile.birthday ? dayToTimestamp(profile.birthday) : null };
  },
  fromFirestore(snapshot: QueryDocumentSnapshot): UserProfile {
    const d = snapshot.data();
    return {
      email: str(d.email),
      acceptedTerms: bool(d.acceptedTerms),
      acceptedTermsTimestamp: str(d.acceptedTermsTimestamp),
      firstName: str(d.firstName),
      lastName: str(d.lastName),
      name: str(d.name),
      age: typeof d.age === 'number' ? d.age : null,
      birthday: timestampToDay(d.birthday),
      preferences: str(d.preferences),
      countriesVisited: str(d.countriesVisited),
      profileImage: str(d.profileImage),
      joinedTrips: strings(d.joinedTrips),
      // Kept through profile saves, which write the whole document.
      ...(d.emailOptOut === true ? { emailOptOut: true } : {}),
    };
  },
};

// Invitations are written by the functions only (firestore.rules refuse every client write).
export const invitationConverter = readOnlyConverter('Invitations', (d, key): Invitation => ({
  key,
  email: str(d.email),
  invitedAt: timestampToDate(d.invitedAt),
  lastReminderAt: timestampToDate(d.lastReminderAt),
  remindersSent: typeof d.remindersSent === 'number' ? d.remindersSent : 0,
  withdrawnAt: timestampToDate(d.withdrawnAt),
}));
