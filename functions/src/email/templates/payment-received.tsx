// Transactional: the organizer paid and the trip exists. Carries the full invite link and the
// popup's next steps, so closing the tab loses nothing.
import { Text } from '@react-email/components';
import { TRIP_CREATED_NEXT_STEPS } from '../../domain/trip-created.js';
import { appLink } from '../safe-text.js';
import { STAGE_LABELS } from '../../domain/trip-lifecycle.js';
import { defineTemplate } from './define.js';
import { tripDates } from './format.js';
import { invitationLink, type TripInvitationProps } from './trip-invitation-facts.js';
import { EmailLayout, Fact, InlineLink, P } from './layout.js';

/** What was paid, from the server's checkout record and Stripe's session: the organizer's receipt. */
export interface PaymentFacts {
  /** Minor units (cents), as Stripe reports them. */
  amount: number;
  /** ISO 4217, lower case as Stripe gives it ('usd'). */
  currency: string;
  /** When the payment was recorded, ISO 8601. */
  paidAt: string;
  /** Stripe's Checkout Session id: the reference Stripe's dashboard and support find it by. */
  paymentReference: string;
}

/** The trip facts an invitation carries (trips/{id} and its organizer) and the payment's receipt. */
export type PaymentReceivedProps = TripInvitationProps & Partial<PaymentFacts>;

/** "$50.00 (USD)": the amount in its own currency, and the currency named. */
export function formatAmount(amount: number, currency: string): string {
  const code = currency.toUpperCase();
  try {
    const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).format(amount / 100);
    return `${money} (${code})`;
  } catch {
    return `${(amount / 100).toFixed(2)} ${code}`;
  }
}

const PAID_ON = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

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
        <Fact label="Status">{STAGE_LABELS.collecting}</Fact>
        {typeof p.amount === 'number' && p.currency && (
          <Fact label="Amount paid">{formatAmount(p.amount, p.currency)}</Fact>
        )}
        {p.paidAt && <Fact label="Paid on">{PAID_ON.format(new Date(p.paidAt))}</Fact>}
        {p.paymentReference && <Fact label="Payment reference">{p.paymentReference}</Fact>}
        <P>Share this link with everyone coming on the trip:</P>
        <Text style={{ fontSize: '16px', lineHeight: '26px', margin: '0 0 16px' }}>
          <InlineLink href={link}>{link}</InlineLink>
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
