// A ready trip of Olivia's with Ana and Ben on it, written straight to the emulators for
// journeys about what happens after "ready" (building the plan, questions, choices), not about
// getting there: each person a fresh verified account with a unique address. With a published
// plan, version 1 holds the given items, quiet (no email).
import { getAuth } from 'firebase-admin/auth';
import { Timestamp, getFirestore } from 'firebase-admin/firestore';
import type { DiffableItem } from '@domain/plan';
import { adminApp } from './admin';
import { uniqueEmail } from './fixtures';
import { dayFromNow, response, trip } from '../../../scripts/seed';
import { writePublishedPlan } from '../../../scripts/demo-plan';
import { docPath } from '@domain/collections';

export interface PlanPerson {
  uid: string;
  email: string;
  firstName: string;
  lastName: string;
}

export const PLAN_TRIP_PASSWORD = 'plan-trip-secret-1';

/**
 * The trip, its three people and their answers. `label` names it (`{label}-{time}`, "Bali {label} …");
 * `assignedTo` is the planner who took it in the workspace, told of its questions.
 */
export async function readyTripOfThree(label: string, assignedTo: PlanPerson | null = null) {
  const app = adminApp();
  const db = getFirestore(app);
  const person = async (firstName: string, lastName: string): Promise<PlanPerson> => {
    const email = uniqueEmail(firstName.toLowerCase());
    const { uid } = await getAuth(app).createUser({ email, password: PLAN_TRIP_PASSWORD, emailVerified: true });
    return { uid, email, firstName, lastName };
  };
  const [olivia, ana, ben] = await Promise.all([
    person('Olivia', 'Park'),
    person('Ana', 'Silva'),
    person('Ben', 'Okafor'),
  ]);
  const tripId = `${label}-${Date.now()}`;
  const tripName = `Bali ${label} ${tripId.slice(-6)}`;
  const [start, end] = [dayFromNow(90), dayFromNow(97)];
  await db.doc(docPath.trip(tripId)).set({
    ...trip(olivia.uid, {
      tripName,
      organizerEmail: olivia.email,
      organizerName: olivia.firstName,
      destination: 'Ubud, Bali',
      numPeople: 3,
      vibe: 'Rice terraces and long dinners',
      startDate: start,
      endDate: end,
      tripType: 'international',
      status: 'ready',
      readyAt: Timestamp.now(),
      joined: [olivia.uid, ana.uid, ben.uid],
    }),
    // The planner who took the trip (the workspace's assignment): told of its questions.
    assignedTo: assignedTo && { uid: assignedTo.uid, name: assignedTo.firstName },
  });
  const names: Record<string, string> = {};
  for (const p of [olivia, ana, ben]) {
    names[p.uid] = `${p.firstName} ${p.lastName}`;
    await db.doc(docPath.response(tripId, p.uid)).set(response(p.uid, p, start, end, { budget: '$2,000' }));
    await db.doc(docPath.user(p.uid)).set({
      email: p.email,
      acceptedTerms: true,
      firstName: p.firstName,
      lastName: p.lastName,
      name: names[p.uid],
      joinedTrips: [tripId],
    });
  }
  return { tripId, tripName, olivia, ana, ben, names };
}

/** The same trip with version 1 of its plan published. */
export async function tripWithPublishedPlan(label: string, items: DiffableItem[], assignedTo: PlanPerson | null) {
  const made = await readyTripOfThree(label, assignedTo);
  const { tripId, olivia, ana, ben, names } = made;
  await writePublishedPlan(getFirestore(adminApp()), tripId, items, [olivia.uid, ana.uid, ben.uid], names, {
    uid: assignedTo?.uid ?? 'planner',
    name: assignedTo?.firstName ?? 'Planner',
  });
  return made;
}
