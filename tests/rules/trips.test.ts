import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { actors, booked, dbAs, day, finished, tripFixture, useRulesEnv } from './support/rules-env';
import { storeTrip } from './support/fixtures';
import { collectionPath, docPath } from '@domain/collections';

const TRIP = 'olivia-summer-in-japan';
const rules = useRulesEnv((db) => storeTrip(db, TRIP, { joined: [actors.traveler.uid] }));

async function makeReady() {
  await rules.env.withSecurityRulesDisabled(async (ctx) => {
    await updateDoc(doc(ctx.firestore(), docPath.trip(TRIP)), { status: 'ready', readyAt: day(0) });
  });
}

const tripRef = (actor: Parameters<typeof dbAs>[1]) => doc(dbAs(rules.env, actor), docPath.trip(TRIP));

describe('trips: reading', () => {
  it('a signed-in stranger cannot get a trip by its (guessable) id', async () => {
    await assertFails(getDoc(tripRef(actors.stranger)));
  });
  it('a member (uid in joined) can get the trip', async () => {
    await assertSucceeds(getDoc(tripRef(actors.traveler)));
  });
  it('a signed-out visitor cannot get a trip', async () => {
    await assertFails(getDoc(tripRef(null)));
  });
  it('the organizer lists their own trips', async () => {
    await assertSucceeds(
      getDocs(
        query(
          collection(dbAs(rules.env, actors.organizer), collectionPath.trips),
          where('userId', '==', actors.organizer.uid),
        ),
      ),
    );
  });
  it('a traveler lists the trips they joined', async () => {
    await assertSucceeds(
      getDocs(
        query(
          collection(dbAs(rules.env, actors.traveler), collectionPath.trips),
          where('joined', 'array-contains', actors.traveler.uid),
        ),
      ),
    );
  });
  it('a stranger cannot list every trip', async () => {
    await assertFails(getDocs(collection(dbAs(rules.env, actors.stranger), collectionPath.trips)));
  });
  it('a planner lists ready trips', async () => {
    await assertSucceeds(
      getDocs(query(collection(dbAs(rules.env, actors.planner), collectionPath.trips), where('status', '==', 'ready'))),
    );
  });
  it('an admin claim given as the string "true" lists nothing', async () => {
    await assertFails(
      getDocs(collection(dbAs(rules.env, { ...actors.stranger, admin: 'true' }), collectionPath.trips)),
    );
  });
});

describe('trips: creating', () => {
  it('no client can create a trip, not even its organizer or a planner', async () => {
    await assertFails(setDoc(doc(dbAs(rules.env, actors.organizer), docPath.trip('olivia-free-trip')), tripFixture()));
    await assertFails(setDoc(doc(dbAs(rules.env, actors.planner), docPath.trip('olivia-free-trip')), tripFixture()));
  });
});

describe('trips: the organizer edits', () => {
  it('the organizer edits the editable fields of a draft trip', async () => {
    await assertSucceeds(
      updateDoc(tripRef(actors.organizer), {
        numPeople: 6,
        destination: 'Osaka',
        vibe: 'Night markets',
        startDate: day(31),
        endDate: day(41),
      }),
    );
  });
  it('the organizer cannot edit while the trip is ready', async () => {
    await makeReady();
    await assertFails(updateDoc(tripRef(actors.organizer), { numPeople: 6 }));
  });
  it('the organizer cannot touch payment or planner fields', async () => {
    await assertFails(updateDoc(tripRef(actors.organizer), { paid: false }));
    await assertFails(updateDoc(tripRef(actors.organizer), { amountPaid: 0 }));
    await assertFails(updateDoc(tripRef(actors.organizer), { isBooked: true }));
    await assertFails(updateDoc(tripRef(actors.organizer), { userId: actors.stranger.uid }));
    await assertFails(updateDoc(tripRef(actors.organizer), { tripName: 'Renamed' }));
  });
  it('edits are validated: people 1..100, known options, end after start', async () => {
    await assertFails(updateDoc(tripRef(actors.organizer), { numPeople: 0 }));
    await assertFails(updateDoc(tripRef(actors.organizer), { numPeople: 101 }));
    await assertFails(updateDoc(tripRef(actors.organizer), { numPeople: '4' }));
    await assertFails(updateDoc(tripRef(actors.organizer), { timingFlex: 'whenever' }));
    await assertFails(updateDoc(tripRef(actors.organizer), { destination: '   ' }));
    await assertFails(updateDoc(tripRef(actors.organizer), { destination: 'x'.repeat(201) }));
    await assertSucceeds(updateDoc(tripRef(actors.organizer), { destination: 'x'.repeat(200) }));
    await assertFails(updateDoc(tripRef(actors.organizer), { startDate: day(50), endDate: day(40) }));
  });
  it('a traveler cannot edit the trip', async () => {
    await assertFails(updateDoc(tripRef(actors.traveler), { numPeople: 6 }));
  });
});

describe('trips: ready status', () => {
  it('the organizer marks ready with readyAt = request time, and back to draft with null', async () => {
    await assertSucceeds(updateDoc(tripRef(actors.organizer), { status: 'ready', readyAt: serverTimestamp() }));
    await assertSucceeds(updateDoc(tripRef(actors.organizer), { status: 'draft', readyAt: null }));
  });
  it('readyAt must be the request time, not a chosen date', async () => {
    await assertFails(updateDoc(tripRef(actors.organizer), { status: 'ready', readyAt: day(-5) }));
    await assertFails(updateDoc(tripRef(actors.organizer), { status: 'ready', readyAt: null }));
  });
  it('a traveler or a stranger cannot toggle the status', async () => {
    await assertFails(updateDoc(tripRef(actors.traveler), { status: 'ready', readyAt: serverTimestamp() }));
    await assertFails(updateDoc(tripRef(actors.stranger), { status: 'ready', readyAt: serverTimestamp() }));
  });
  it('a status outside draft/ready is refused', async () => {
    await assertFails(updateDoc(tripRef(actors.organizer), { status: 'booked', readyAt: null }));
  });
});

describe('trips: booking (planners)', () => {
  it('a planner books only through the markTripBooked function, then marks the booked trip finished', async () => {
    await makeReady();
    // Booking runs the readiness check on the server (docs/booking-details.md): no client books.
    await assertFails(updateDoc(tripRef(actors.planner), booked()));
    await rules.env.withSecurityRulesDisabled(async (ctx) => {
      await updateDoc(doc(ctx.firestore(), docPath.trip(TRIP)), { isBooked: true });
    });
    await assertSucceeds(updateDoc(tripRef(actors.planner), finished()));
  });
  it('a planner cannot book a trip that is still gathering answers (or was marked unready)', async () => {
    await assertFails(updateDoc(tripRef(actors.planner), booked()));
    await makeReady();
    await updateDoc(tripRef(actors.organizer), { status: 'draft', readyAt: null });
    await assertFails(updateDoc(tripRef(actors.planner), booked()));
  });
  it('a planner cannot change anything else', async () => {
    await assertFails(updateDoc(tripRef(actors.planner), { numPeople: 2 }));
    await assertFails(updateDoc(tripRef(actors.planner), { isBooked: 'yes' }));
  });
  it('nobody else can set booking fields', async () => {
    await assertFails(updateDoc(tripRef(actors.traveler), { isBooked: true }));
    await assertFails(updateDoc(tripRef({ ...actors.stranger, admin: 'true' }), { isBooked: true }));
  });
});

describe('trips: deleting', () => {
  it('only the organizer deletes a trip', async () => {
    await assertFails(deleteDoc(tripRef(actors.traveler)));
    await assertFails(deleteDoc(tripRef(actors.planner)));
    await assertSucceeds(deleteDoc(tripRef(actors.organizer)));
  });
});
