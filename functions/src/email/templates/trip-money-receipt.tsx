// Transactional, to a traveler whose deposit or balance was paid (docs/payments.md, "Emails"):
// the receipt "Your share" shows too: amount, date, card's last four, Stripe's reference.
import { appLink } from '../safe-text.js';
import { defineTemplate } from './define.js';
import { formatAmount } from './payment-received.js';
import { EmailLayout, Fact, P } from './layout.js';

export interface TripMoneyReceiptProps {
  tripId: string;
  tripName: string;
  kind: 'deposit' | 'balance';
  amountMinor: number;
  currency: string;
  /** ISO 8601. */
  paidAt: string;
  cardLast4: string | null;
  /** The PaymentIntent's id: what Stripe's dashboard and support find it by. */
  paymentReference: string;
}

const PAID_ON = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' });

export const tripMoneyReceipt = defineTemplate<TripMoneyReceiptProps>({
  subject: (p) => `Receipt: your ${p.kind} for ${p.tripName}`,
  Email: ({ props: p, chrome }) => (
    <EmailLayout
      preview={`${formatAmount(p.amountMinor, p.currency)} received for your ${p.kind}.`}
      heading={p.kind === 'deposit' ? 'Deposit paid' : 'Balance paid'}
      button={{ label: 'See your share', href: appLink(chrome.appUrl, `/dashboard/${encodeURIComponent(p.tripId)}`) }}
      reason="You get this email because you paid for your place on this trip."
    >
      <P>
        Thank you: your {p.kind} for <strong>{p.tripName}</strong> was received.
      </P>
      <Fact label="Amount paid">{formatAmount(p.amountMinor, p.currency)}</Fact>
      <Fact label="Paid on">{PAID_ON.format(Date.parse(p.paidAt))}</Fact>
      {p.cardLast4 ? <Fact label="Card">ending {p.cardLast4}</Fact> : null}
      <Fact label="Payment reference">{p.paymentReference}</Fact>
    </EmailLayout>
  ),
});
