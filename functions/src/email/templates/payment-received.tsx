// Transactional: the organizer paid and the trip exists. Carries the full invite link and the
// popup's next steps, so closing the tab loses nothing.
import { Text } from '@react-email/components';
import { TRIP_CREATED_NEXT_STEPS } from '../../domain/trip-created.js';
import { appLink } from '../safe-text.js';
import { defineTemplate } from './define.js';
import { tripDates } from './format.js';
import { invitationLink, type TripInvitationProps } from './trip-invitation-facts.js';
import { EmailLayout, Fact, P } from './layout.js';

/** The trip facts an invitation carries (trips/{id} and its organizer); the link is the same one. */
export type PaymentReceivedProps = TripInvitationProps;

export const paymentReceived = defineTemplate<PaymentReceivedProps>({
  subject: (p) => `Payment received: ${p.tripName} is ready to share`,
  Email: ({ props: p, chrome }) => {
    const origin = new URL(chrome.appUrl).origin;
    const link = invitationLink(chrome.appUrl, p);
    return (
      <EmailLayout
        preview={`Your trip ${p.tripName} is created. Share the link with everyone coming.`}
        heading="Trip Created!"
        button={{ label: 'Open your trip', href: appLink(origin, `/dashboard/${encodeURIComponent(p.tripId)}`) }}
        reason="You get this email because you paid for this trip on Tripwise."
      >
        <P>Hi {p.organizerName || 'there'}, thank you — your payment was received and your trip is created.</P>
        <Fact label="Trip">{p.tripName}</Fact>
        <Fact label="Destination">{p.destination}</Fact>
        <Fact label="Dates">{tripDates(p.startDay, p.endDay)}</Fact>
        <P>Share this link with everyone coming on the trip:</P>
        <Text style={{ fontSize: '16px', lineHeight: '26px', margin: '0 0 16px', wordBreak: 'break-all' }}>
          <a href={link} style={{ color: '#1d4ed8' }}>
            {link}
          </a>
        </Text>
        <P>Next steps:</P>
        <ol style={{ fontSize: '16px', lineHeight: '26px', margin: '0 0 16px', paddingLeft: '24px' }}>
          {TRIP_CREATED_NEXT_STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </EmailLayout>
    );
  },
});
