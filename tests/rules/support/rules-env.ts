// Rules tests run the real firestore.rules in the Firestore emulator. Each actor is a
// context with a signed-in (or not) user; setup writes bypass the rules.
import { readFileSync } from 'node:fs';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import type { Firestore } from 'firebase/firestore';
import {
  arrayUnion,
  connectFirestoreEmulator,
  doc,
  getFirestore,
  type EmulatorMockTokenOptions,
  serverTimestamp,
  setDoc,
  Timestamp,
  writeBatch,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, it } from 'vitest';
import { addDays, isoDayToUtcNoonMillis, todayIsoDay } from '@domain/calendar-day';
import { splitAnswers as splitDomainAnswers } from '@domain/private-answers';
import { FIRESTORE_EMULATOR_HOST, firestoreClearUrl, SUITE_PROJECT_IDS } from '../../../scripts/local-endpoints.mjs';
import { tripFixtureFields } from '../../support/trip-fixture';
import { docPath } from '@domain/collections';
import { tripDocument } from '@domain/trip-document';

// The rule coverage report (scripts/rules-coverage.mjs) is kept per project id, so it is this one.
// Its own project: the rules tests clear it freely while other suites use theirs.
export const PROJECT_ID = SUITE_PROJECT_IDS.rules;

export function emulatorHostAndPort(): { host: string; port: number } {
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? FIRESTORE_EMULATOR_HOST).split(':');
  return { host, port: Number(port) };
}

/**
 * Loads firestore.rules into the emulator. Called once per run by the rules project's
 * globalSetup (tests/rules/support/load-rules.ts), not per file: every load resets the
 * emulator's rule coverage, and the coverage check needs the whole suite's evaluations.
 */
export async function loadRules(): Promise<void> {
  const env = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { ...emulatorHostAndPort(), rules: readFileSync('firestore.rules', 'utf8') },
  });
  await env.cleanup();
}

/**
 * What a rules test uses of an environment: a database as a signed-in or signed-out user, one with
 * the rules disabled for setup, and clearing. `useRulesEnv` gives one that keeps a client per
 * identity for the whole file.
 */
export type RulesEnv = Pick<
  RulesTestEnvironment,
  'authenticatedContext' | 'unauthenticatedContext' | 'withSecurityRulesDisabled' | 'clearFirestore'
>;

let clientCount = 0;

/**
 * An environment whose contexts are cached per identity (the same user and claims, signed out, or
 * the rules-bypassing owner). @firebase/rules-unit-testing makes a new Firebase app and Firestore
 * client for every context, so a file of 340 tests made about a thousand clients, each with its
 * own connection, and kept every one open until the file ended: most of the suite's CPU. A client
 * holds nothing between tests that a test could see: every read here asks the server (no
 * listeners, no offline cache), and every write is awaited before the next test clears the
 * database.
 */
function cachingRulesEnv(): RulesEnv & { cleanup(): Promise<void> } {
  const { host, port } = emulatorHostAndPort();
  const apps: FirebaseApp[] = [];
  const clients = new Map<string, Firestore>();
  const client = (key: string, mockUserToken?: EmulatorMockTokenOptions | string): Firestore => {
    let db = clients.get(key);
    if (!db) {
      const app = initializeApp({ projectId: PROJECT_ID }, `rules-client-${++clientCount}`);
      apps.push(app);
      db = getFirestore(app);
      connectFirestoreEmulator(db, host, port, mockUserToken === undefined ? {} : { mockUserToken });
      clients.set(key, db);
    }
    return db;
  };
  // Only firestore() is used here; the cast gives the library's context type to callers.
  const context = (db: Firestore) => ({ firestore: () => db }) as unknown as RulesTestContext;
  const clearUrl = firestoreClearUrl(PROJECT_ID, `${host}:${port}`);
  return {
    authenticatedContext: (uid, claims) => {
      const token = { ...claims, sub: uid, user_id: uid };
      return context(client(JSON.stringify(token), token));
    },
    unauthenticatedContext: () => context(client('signed-out')),
    withSecurityRulesDisabled: async (callback) => {
      await callback(context(client('owner', 'owner')));
    },
    clearFirestore: async () => {
      const response = await fetch(clearUrl, { method: 'DELETE' });
      if (!response.ok) throw new Error(`Clearing the rules project failed: ${response.status}`);
    },
    cleanup: async () => {
      await Promise.all(apps.map((app) => deleteApp(app)));
      apps.length = 0;
      clients.clear();
    },
  };
}

export interface RulesEnvHandle {
  /** The environment of the current file (available from the first test hook on). */
  readonly env: RulesEnv;
}

/**
 * The shared lifecycle of a rules test file: one environment for the file, an empty database
 * before every test, then `seed` written with the rules disabled.
 */
export function useRulesEnv(seed?: (db: Firestore) => Promise<unknown>): RulesEnvHandle {
  let current: ReturnType<typeof cachingRulesEnv> | undefined;
  const handle: RulesEnvHandle = {
    get env() {
      if (!current) throw new Error('The rules environment is created in beforeAll; use it inside tests or hooks.');
      return current;
    },
  };
  beforeAll(() => {
    current = cachingRulesEnv();
  });
  afterAll(async () => {
    await current?.cleanup();
  });
  beforeEach(async () => {
    await handle.env.clearFirestore();
    if (seed)
      await handle.env.withSecurityRulesDisabled(
        async (ctx) => void (await seed(ctx.firestore() as unknown as Firestore)),
      );
  });
  return handle;
}

export interface Actor {
  uid: string;
  email: string;
  admin?: unknown;
  /** The token's email_verified claim (absent when undefined). */
  emailVerified?: boolean;
}

export const actors = {
  // Verified, as every account that joins or pays must be; tests of unverified tokens say so.
  organizer: { uid: 'organizer', email: 'organizer@example.com', emailVerified: true },
  traveler: { uid: 'traveler', email: 'traveler@example.com', emailVerified: true },
  stranger: { uid: 'stranger', email: 'stranger@example.com', emailVerified: true },
  planner: { uid: 'planner', email: 'planner@example.com', admin: true, emailVerified: true },
} satisfies Record<string, Actor>;

export function dbAs(env: RulesEnv, actor: Actor | null): Firestore {
  if (!actor) return env.unauthenticatedContext().firestore() as unknown as Firestore;
  const claims: Record<string, unknown> = { email: actor.email };
  if (actor.admin !== undefined) claims.admin = actor.admin;
  if (actor.emailVerified !== undefined) claims.email_verified = actor.emailVerified;
  return env.authenticatedContext(actor.uid, claims).firestore() as unknown as Firestore;
}

/** Who an access matrix tries its rows as: a name each, with the label its test names use. */
export type Cast<Name extends string, A extends Actor | null = Actor | null> = Record<
  Name,
  { label: string; actor: A }
>;

// The access matrices' five actors (tests/rules/access-matrix.test.ts, planner-workspace.test.ts).
export type ActorName = 'signedOut' | 'stranger' | 'traveler' | 'organizer' | 'planner';
export const ACTORS: Cast<ActorName> = {
  signedOut: { label: 'a signed-out visitor', actor: null },
  stranger: { label: 'a stranger with the link', actor: actors.stranger },
  traveler: { label: 'the traveler who responded', actor: actors.traveler },
  organizer: { label: 'the organizer', actor: actors.organizer },
  planner: { label: 'a planner (admin claim)', actor: actors.planner },
};
/** For signed-out rows that need "their own" identity: the visitor has none, so any will do. */
export const asActor = (actor: Actor | null): Actor => actor ?? { uid: 'visitor', email: 'visitor@example.com' };

/** One row of an access matrix: an attempt, the actors who make it and those the policy allows. */
export interface AccessRow<Name extends string = ActorName, A extends Actor | null = Actor | null> {
  /** Completes "<actor> can / cannot …". */
  what: string;
  /** Actors the policy allows; every other actor the row asserts must be refused. */
  allow: Name[];
  /** Actors this row asserts (default: the whole cast). */
  actors?: Name[];
  /** Prepares the state with the rules disabled (after the file's seed). */
  setup?: (db: Firestore) => Promise<unknown>;
  run: (db: Firestore, actor: A) => Promise<unknown>;
}

/**
 * The access matrices' row runner: one test per row and actor, named "<prefix><label> can|cannot
 * <what>", that runs the row's setup with the rules disabled, then the attempt as that actor, and
 * asserts it succeeds for the actors the row allows and fails for every other.
 */
export function accessMatrixTests<Name extends string, A extends Actor | null, R extends AccessRow<Name, A>>(
  rules: RulesEnvHandle,
  cast: Cast<Name, A>,
  rows: R[],
  prefix: (row: R) => string = () => '',
): void {
  for (const row of rows) {
    for (const name of row.actors ?? (Object.keys(cast) as Name[])) {
      const allowed = row.allow.includes(name);
      const { label, actor } = cast[name];
      it(`${prefix(row)}${label} ${allowed ? 'can' : 'cannot'} ${row.what}`, async () => {
        const { setup } = row;
        if (setup)
          await rules.env.withSecurityRulesDisabled(
            async (ctx) => void (await setup(ctx.firestore() as unknown as Firestore)),
          );
        const attempt = row.run(dbAs(rules.env, actor), actor);
        await (allowed ? assertSucceeds(attempt) : assertFails(attempt));
      });
    }
  }
}

/** The planner actor's stamp ({ uid, name }): assignment and booking (firestore.rules isPlannerStamp). */
export const plannerStamp = (actor: Actor = actors.planner) => ({ uid: actor.uid, name: 'Priya Planner' });
/** A planner's "Mark as Booked" write: the flag with who and when. */
export const booked = (actor: Actor = actors.planner) => ({
  isBooked: true,
  bookedBy: plannerStamp(actor),
  bookedAt: serverTimestamp(),
});
/** A planner's "Mark as Finished" write. */
export const finished = (actor: Actor = actors.planner) => ({
  isFinished: true,
  finishedBy: plannerStamp(actor),
  finishedAt: serverTimestamp(),
});

/** Calendar day N days from now at 12:00 UTC, the stored convention. */
export function day(offsetDays: number): Timestamp {
  return Timestamp.fromMillis(isoDayToUtcNoonMillis(addDays(todayIsoDay(), offsetDays)) as number);
}

/** The live invite key of tripFixture's trips (a real one is 128 random bits, base64url). */
export const INVITE_KEY = 'live-invite-key-AAAAAAAAAA';
/** A key the organizer has retired with "Reset invite link". */
export const RETIRED_KEY = 'retired-invite-key-BBBBBBBB';

/** A paid trip as the functions create it (tripDocument; payment facts live in checkouts/, not here). */
export function tripFixture(overrides: Record<string, unknown> = {}) {
  const { status, readyAt, joined, isBooked, isFinished, ...input } = tripFixtureFields();
  return tripDocument(
    {
      ...input,
      userId: actors.organizer.uid,
      organizerEmail: actors.organizer.email,
      vibe: 'Food and temples',
      startDate: day(30),
      endDate: day(40),
    },
    Timestamp.now(),
    { status, readyAt, joined, isBooked, isFinished, inviteKey: INVITE_KEY, ...overrides },
  );
}

/** The traveler's complete profile as the profile page writes it (every field filled). */
export function profileFixture(overrides: Record<string, unknown> = {}) {
  return {
    email: actors.traveler.email,
    acceptedTerms: true,
    acceptedTermsTimestamp: '2026-11-23T10:00:00.000Z',
    firstName: 'Tara',
    lastName: 'Vance',
    name: 'Tara Vance',
    age: 30,
    birthday: day(-11000),
    preferences: 'Aisle seats',
    countriesVisited: 'France, Peru',
    profileImage: '',
    joinedTrips: [],
    ...overrides,
  };
}

/** A complete response as the join form writes it (submittedAt from the server, the link's key). */
export function responseFor(actor: Actor, overrides: Record<string, unknown> = {}) {
  return {
    uid: actor.uid,
    firstName: 'Tara',
    lastName: 'Traveler',
    name: 'Tara Traveler',
    email: actor.email,
    availability: '06/01/2099 - 06/10/2099',
    availabilityStart: day(30),
    availabilityEnd: day(40),
    budget: '$800–$1,200',
    preferences: 'Food',
    fromLocation: 'Lisbon',
    mustSee: 'Kyoto',
    flexibility: 'somewhat',
    accommodations: '',
    shareRoom: 'maybe',
    specialTravel: '',
    submittedAt: serverTimestamp(),
    inviteKey: INVITE_KEY,
    ...overrides,
  };
}

/**
 * responseFor's answers as the app stores them: the group's part (trips/{tripId}/responses/{uid})
 * and the private part (trips/{tripId}/privateAnswers/{uid}), split by the domain's one list.
 */
export function splitAnswers(answers: Record<string, unknown>): {
  response: Record<string, unknown>;
  privateAnswers: Record<string, unknown>;
} {
  const { shared, privateAnswers } = splitDomainAnswers(answers);
  return { response: shared, privateAnswers };
}

/** A traveler's answers as already stored (both parts; for seeds, with the rules disabled). */
export async function storeAnswers(
  db: Firestore,
  tripId: string,
  actor: Actor,
  overrides: Record<string, unknown> = {},
): Promise<void> {
  const { response, privateAnswers } = splitAnswers(responseFor(actor, { submittedAt: day(-1), ...overrides }));
  await setDoc(doc(db, docPath.response(tripId, actor.uid)), response);
  await setDoc(doc(db, docPath.privateAnswers(tripId, actor.uid)), privateAnswers);
}

/** A member's edit as the app writes it: both parts in one batch (`answers` as responseFor gives them). */
export function editBatch(db: Firestore, tripId: string, uid: string, answers: Record<string, unknown>): Promise<void> {
  const { response, privateAnswers } = splitAnswers(answers);
  const batch = writeBatch(db);
  batch.set(doc(db, docPath.response(tripId, uid)), response);
  batch.set(doc(db, docPath.privateAnswers(tripId, uid)), privateAnswers);
  return batch.commit();
}

export interface JoinOptions {
  responseUid?: string;
  /** The answers as responseFor gives them; split into the two parts like the app does. */
  response?: Record<string, unknown>;
  joinedUid?: string;
  /** What the batch writes to the trip instead of `{ joined: arrayUnion(uid) }`. */
  tripUpdate?: Record<string, unknown>;
  updateTrip?: boolean;
  /** false: leave out the private part (the rules require it). */
  writePrivate?: boolean;
}

/**
 * The join form's write (src/features/responses/api: saveResponse) as `actor`: the response and
 * its private part, the uid added to the trip's joined list and the trip id to the user's
 * joinedTrips, in one batch. The options bend one part of it for the refusal tests.
 */
export function joinBatch(db: Firestore, tripId: string, actor: Actor, options: JoinOptions = {}): Promise<void> {
  const batch = writeBatch(db);
  const responseUid = options.responseUid ?? actor.uid;
  const { response, privateAnswers } = splitAnswers(options.response ?? responseFor(actor));
  batch.set(doc(db, docPath.response(tripId, responseUid)), response);
  if (options.writePrivate !== false) batch.set(doc(db, docPath.privateAnswers(tripId, responseUid)), privateAnswers);
  if (options.updateTrip !== false)
    batch.update(
      doc(db, docPath.trip(tripId)),
      options.tripUpdate ?? { joined: arrayUnion(options.joinedUid ?? actor.uid) },
    );
  batch.set(doc(db, docPath.user(actor.uid)), { joinedTrips: arrayUnion(tripId) }, { merge: true });
  return batch.commit();
}
