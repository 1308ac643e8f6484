// Rules tests run the real firestore.rules in the Firestore emulator. Each actor is a
// context with a signed-in (or not) user; setup writes bypass the rules.
import { readFileSync } from 'node:fs';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type { Firestore } from 'firebase/firestore';
import { Timestamp } from 'firebase/firestore';

export const PROJECT_ID = 'demo-tripplanner';

export async function createRulesEnv(): Promise<RulesTestEnvironment> {
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':');
  return initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { rules: readFileSync('firestore.rules', 'utf8'), host, port: Number(port) },
  });
}

export interface Actor {
  uid: string;
  email: string;
  admin?: unknown;
}

export const actors = {
  organizer: { uid: 'organizer', email: 'organizer@example.com' },
  traveler: { uid: 'traveler', email: 'traveler@example.com' },
  stranger: { uid: 'stranger', email: 'stranger@example.com' },
  planner: { uid: 'planner', email: 'planner@example.com', admin: true },
} satisfies Record<string, Actor>;

export function dbAs(env: RulesTestEnvironment, actor: Actor | null): Firestore {
  if (!actor) return env.unauthenticatedContext().firestore() as unknown as Firestore;
  const claims: Record<string, unknown> = { email: actor.email };
  if (actor.admin !== undefined) claims.admin = actor.admin;
  return env.authenticatedContext(actor.uid, claims).firestore() as unknown as Firestore;
}

/** Calendar day N days from now at 12:00 UTC, the stored convention. */
export function day(offsetDays: number): Timestamp {
  const iso = new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
  return Timestamp.fromMillis(Date.parse(`${iso}T12:00:00Z`));
}

/** A paid trip as the functions create it. */
export function tripFixture(overrides: Record<string, unknown> = {}) {
  return {
    tripName: 'Summer in Japan',
    userId: actors.organizer.uid,
    organizerEmail: actors.organizer.email,
    organizerName: 'Olivia',
    destination: 'Tokyo',
    numPeople: 4,
    vibe: 'Food and temples',
    startDate: day(30),
    endDate: day(40),
    timingFlex: 'flexible',
    sameOrigin: 'yes',
    extraNotes: '',
    plannedOptions: { hotels: true, restaurants: false, flights: false, transport: false, tickets: false, all: false },
    tripType: 'international',
    status: 'draft',
    readyAt: null,
    createdAt: Timestamp.now(),
    joined: [],
    isBooked: false,
    isFinished: false,
    paid: true,
    amountPaid: 5000,
    currency: 'usd',
    checkoutSessionId: 'cs_test_fixture',
    ...overrides,
  };
}
