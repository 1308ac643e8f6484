// Optional, to the organizer, once per trip: as many answers as people on the trip.
import { appLink } from '../safe-text.js';
import { defineTemplate } from './define.js';
import { EmailLayout, P } from './layout.js';

export interface AllAnsweredProps {
  tripId: string;
  tripName: string;
  numPeople: number;
}

export const allAnswered = defineTemplate<AllAnsweredProps>({
  subject: (p) => `Everyone has answered — mark ${p.tripName} ready`,
  Email: ({ props: p, chrome }) => (
    <EmailLayout
      preview="All travelers have answered. Mark the trip ready so the planners can start."
      heading="Everyone has answered"
      button={{
        label: 'Mark the trip ready',
        href: appLink(chrome.appUrl, `/dashboard/${encodeURIComponent(p.tripId)}`),
      }}
      reason="You get this email because you organize this trip."
      unsubscribeUrl={chrome.unsubscribeUrl}
    >
      <P>
        All {p.numPeople} {p.numPeople === 1 ? 'traveler has' : 'travelers have'} answered for{' '}
        <strong>{p.tripName}</strong>.
      </P>
      <P>Mark the trip ready and our planners start planning it.</P>
    </EmailLayout>
  ),
});
