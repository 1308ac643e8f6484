// A ready trip with a published plan, written straight to the emulators for journeys that are
// about what happens on a plan (questions), not about building it: Olivia organizes, Ana and
// Ben are on it, each a fresh verified account; version 1 holds the given items, quiet (no email).
import { getAuth } from 'firebase-admin/auth';
import { Timestamp, getFirestore } from 'firebase-admin/firestore';
import type { DiffableItem } from '@domain/plan';
import { adminApp } from './admin';
import { uniqueEmail } from './fixtures';
import { dayFromNow, response, trip } from '../../../scripts/seed';
import { writePublishedPlan } from '../../../scripts/demo-plan';

export interface PlanPerson {
  uid: string;
  email: string;
  firstName: string;
  lastName: string;
}

export const PLAN_TRIP_PASSWORD = 'plan-trip-secret-1';

export async function tripWithPublishedPlan(label: string, items: DiffableItem[], assignedTo: PlanPerson | null) {
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
  await db.doc(`trips/${tripId}`).set({
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
    await db.doc(`trips/${tripId}/responses/${p.uid}`).set(response(p.uid, p, start, end, { budget: '$2,000' }));
    await db.doc(`users/${p.uid}`).set({
      email: p.email,
      acceptedTerms: true,
      firstName: p.firstName,
      lastName: p.lastName,
      name: names[p.uid],
      joinedTrips: [tripId],
    });
  }
  await writePublishedPlan(db, tripId, items, [olivia.uid, ana.uid, ben.uid], names, {
    uid: assignedTo?.uid ?? 'planner',
    name: assignedTo?.firstName ?? 'Planner',
  });
  return { tripId, tripName, olivia, ana, ben };
}
