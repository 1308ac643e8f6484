// Optional, to the planners: an organizer marked a trip ready; links to its admin page.
import { appLink } from '../safe-text.js';
import { STAGE_LABELS } from '../../domain/trip-lifecycle.js';
import { defineTemplate } from './define.js';
import { tripDates } from './format.js';
import { EmailLayout, Fact, P } from './layout.js';

export interface TripReadyProps {
  tripId: string;
  tripName: string;
  destination: string;
  startDay: string | null;
  endDay: string | null;
  organizerName: string;
  numPeople: number;
}

export const tripReady = defineTemplate<TripReadyProps>({
  subject: (p) => `Ready to plan: ${p.tripName}`,
  Email: ({ props: p, chrome }) => (
    <EmailLayout
      preview={`${p.tripName} is ready for planning.`}
      heading="A trip is ready to plan"
      button={{
        label: 'Open the trip',
        href: appLink(chrome.appUrl, `/admin/responses/${encodeURIComponent(p.tripId)}`),
      }}
      reason="You get this email because you are a Tripwise planner."
      unsubscribeUrl={chrome.unsubscribeUrl}
    >
      <P>
        {p.organizerName || 'The organizer'} marked <strong>{p.tripName}</strong> ready.
      </P>
      <Fact label="Destination">{p.destination}</Fact>
      <Fact label="Dates">{tripDates(p.startDay, p.endDay)}</Fact>
      <Fact label="People">{String(p.numPeople)}</Fact>
      <Fact label="Status">{STAGE_LABELS.ready}</Fact>
    </EmailLayout>
  ),
});
