// Optional, to the organizer and every member: the planners booked the trip, or finished it.
import { appLink } from '../safe-text.js';
import { STAGE_LABELS } from '../../domain/trip-lifecycle.js';
import { defineTemplate } from './define.js';
import { tripDates } from './format.js';
import { EmailLayout, Fact, P } from './layout.js';

export type BookingStage = 'booked' | 'finished';

export interface TripBookingProps {
  tripId: string;
  tripName: string;
  destination: string;
  startDay: string | null;
  endDay: string | null;
  stage: BookingStage;
}

const WORDS: Record<BookingStage, { subject: string; heading: string; line: string }> = {
  booked: { subject: 'Booked', heading: 'Your trip is booked', line: 'Our planners have booked' },
  finished: { subject: 'Finished', heading: 'Your trip is finished', line: 'Our planners marked as finished' },
};

export const tripBooking = defineTemplate<TripBookingProps>({
  subject: (p) => `${WORDS[p.stage].subject}: ${p.tripName}`,
  Email: ({ props: p, chrome }) => (
    <EmailLayout
      preview={`${WORDS[p.stage].heading}: ${p.tripName}.`}
      heading={WORDS[p.stage].heading}
      button={{ label: 'Open the trip', href: appLink(chrome.appUrl, `/dashboard/${encodeURIComponent(p.tripId)}`) }}
      reason="You get this email because you are on this trip."
      unsubscribeUrl={chrome.unsubscribeUrl}
    >
      <P>
        {WORDS[p.stage].line} <strong>{p.tripName}</strong>.
      </P>
      <Fact label="Destination">{p.destination}</Fact>
      <Fact label="Dates">{tripDates(p.startDay, p.endDay)}</Fact>
      <Fact label="Status">{STAGE_LABELS[p.stage]}</Fact>
    </EmailLayout>
  ),
});
