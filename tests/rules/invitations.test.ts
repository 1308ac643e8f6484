// Invitations by email and the automatic-reminders switch (docs/email-invitations.md): the
// organizer and planners read invitations, nobody writes them but the functions; the organizer
// toggles exactly `autoReminders` on a draft trip that planners have not booked.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, Timestamp, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { actors, dbAs, day, tripFixture, useRulesEnv, type Actor } from './support/rules-env';

const TRIP = 'olivia-summer-in-japan';
const KEY = 'a'.repeat(64);

const invitation = (overrides: Record<string, unknown> = {}) => ({
  email: 'friend@example.com',
  invitedAt: Timestamp.now(),
  invitedBy: actors.organizer.uid,
  lastReminderAt: null,
  remindersSent: 0,
  autoRounds: [],
  ...overrides,
});

const rules = useRulesEnv(async (db) => {
  await setDoc(doc(db, 'trips', TRIP), tripFixture({ joined: [actors.traveler.uid] }));
  await setDoc(doc(db, 'trips', TRIP, 'invitations', KEY), invitation());
});

const invitationRef = (actor: Actor | null, key = KEY) =>
  doc(dbAs(rules.env, actor), 'trips', TRIP, 'invitations', key);
const invitationsOf = (actor: Actor | null) => collection(dbAs(rules.env, actor), 'trips', TRIP, 'invitations');
const tripRef = (actor: Actor | null) => doc(dbAs(rules.env, actor), 'trips', TRIP);

describe('invitations: reading', () => {
  it('the organizer reads an invitation', async () => {
    await assertSucceeds(getDoc(invitationRef(actors.organizer)));
  });
  it('the organizer lists the trip’s invitations', async () => {
    await assertSucceeds(getDocs(invitationsOf(actors.organizer)));
  });
  it('a planner lists the trip’s invitations', async () => {
    await assertSucceeds(getDocs(invitationsOf(actors.planner)));
  });
  it('a traveler who answered cannot read who else was invited', async () => {
    await assertFails(getDoc(invitationRef(actors.traveler)));
    await assertFails(getDocs(invitationsOf(actors.traveler)));
  });
  it('a stranger cannot read an invitation', async () => {
    await assertFails(getDoc(invitationRef(actors.stranger)));
    await assertFails(getDocs(invitationsOf(actors.stranger)));
  });
  it('a signed-out visitor cannot read an invitation', async () => {
    await assertFails(getDoc(invitationRef(null)));
  });
  it('an admin claim given as the string "true" reads nothing', async () => {
    await assertFails(getDocs(invitationsOf({ ...actors.stranger, admin: 'true' })));
  });
});

describe('invitations: writing is the functions’ alone', () => {
  it('the organizer cannot create an invitation', async () => {
    await assertFails(setDoc(invitationRef(actors.organizer, 'b'.repeat(64)), invitation()));
  });
  it('the organizer cannot mark an invitation reminded', async () => {
    await assertFails(
      updateDoc(invitationRef(actors.organizer), { lastReminderAt: Timestamp.now(), remindersSent: 1 }),
    );
  });
  it('the organizer cannot mark an invitation answered', async () => {
    await assertFails(updateDoc(invitationRef(actors.organizer), { answeredAt: Timestamp.now() }));
  });
  it('the organizer cannot delete an invitation', async () => {
    await assertFails(deleteDoc(invitationRef(actors.organizer)));
  });
  it('a planner cannot write an invitation', async () => {
    await assertFails(updateDoc(invitationRef(actors.planner), { remindersSent: 2 }));
    await assertFails(setDoc(invitationRef(actors.planner, 'c'.repeat(64)), invitation()));
  });
  it('the invitee (a traveler) cannot write their own invitation', async () => {
    await assertFails(updateDoc(invitationRef(actors.traveler), { answeredAt: Timestamp.now() }));
  });
  it('a stranger cannot create an invitation', async () => {
    await assertFails(setDoc(invitationRef(actors.stranger, 'd'.repeat(64)), invitation()));
  });
});

describe('trips: the automatic reminders switch', () => {
  it('the organizer switches automatic reminders off and on for a draft trip', async () => {
    await assertSucceeds(updateDoc(tripRef(actors.organizer), { autoReminders: false }));
    await assertSucceeds(updateDoc(tripRef(actors.organizer), { autoReminders: true }));
  });
  it('the organizer cannot set the switch to anything but a boolean', async () => {
    await assertFails(updateDoc(tripRef(actors.organizer), { autoReminders: 'off' }));
  });
  it('the organizer cannot change another field along with the switch', async () => {
    await assertFails(updateDoc(tripRef(actors.organizer), { autoReminders: false, paid: false }));
  });
  it('the organizer cannot change the switch once the trip is ready', async () => {
    await rules.env.withSecurityRulesDisabled(async (ctx) => {
      await updateDoc(doc(ctx.firestore(), 'trips', TRIP), { status: 'ready', readyAt: day(0) });
    });
    await assertFails(updateDoc(tripRef(actors.organizer), { autoReminders: false }));
  });
  it('the organizer cannot change the switch once planners booked the trip (the booked lock)', async () => {
    await rules.env.withSecurityRulesDisabled(async (ctx) => {
      await updateDoc(doc(ctx.firestore(), 'trips', TRIP), { isBooked: true });
    });
    await assertFails(updateDoc(tripRef(actors.organizer), { autoReminders: false }));
  });
  it('a traveler cannot switch the trip’s reminders off', async () => {
    await assertFails(updateDoc(tripRef(actors.traveler), { autoReminders: false }));
  });
  it('a planner cannot switch the trip’s reminders off', async () => {
    await assertFails(updateDoc(tripRef(actors.planner), { autoReminders: false }));
  });
});
