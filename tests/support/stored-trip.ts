// A trip as the functions store it, for the tests that write with the Admin SDK: built by tripDocument (the one
// builder, functions/src/domain/trip-document.ts) from the shared fixture trip, so a field the
// fulfilment adds reaches these tests too. Each test names only the facts it depends on.
import { Timestamp } from 'firebase-admin/firestore';
import { addDays, isoDayToUtcNoonMillis, todayIsoDay } from '@domain/calendar-day';
import { tripDocument, type TripDocumentInput, type TripLifecycleFields } from '@domain/trip-document';
import { tripFixtureFields } from './trip-fixture';

const day = (offsetDays: number) =>
  Timestamp.fromMillis(isoDayToUtcNoonMillis(addDays(todayIsoDay(), offsetDays)) as number);

/**
 * The stored trip of organizer `input.userId` (its email `<uid>@example.com` unless given);
 * `later` sets lifecycle fields and any other stored field (e.g. `assignedTo`).
 */
export function storedTrip(
  input: Partial<TripDocumentInput<Timestamp>> & Pick<TripDocumentInput<Timestamp>, 'userId'>,
  later: Partial<TripLifecycleFields<Timestamp>> & Record<string, unknown> = {},
) {
  const { status, readyAt, joined, isBooked, isFinished, ...fixture } = tripFixtureFields();
  return tripDocument(
    {
      ...fixture,
      organizerEmail: `${input.userId}@example.com`,
      vibe: '',
      startDate: day(30),
      endDate: day(40),
      ...input,
    },
    Timestamp.now(),
    { status, readyAt, joined, isBooked, isFinished, ...later },
  );
}
