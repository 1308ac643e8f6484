// Transactional, to a traveler whose saved card could not be charged for the balance (declined,
// or the bank asks for authentication): they are still on the trip, the balance is overdue,
// and the link opens their trip page, whose "Pay the balance" goes to a fresh Checkout. Emails
// only ever link to the app (safe-text.ts), never to Stripe directly.
import { appLink } from '../safe-text.js';
import { defineTemplate } from './define.js';
import { tripDates } from './format.js';
import { formatAmount } from './payment-received.js';
import { EmailLayout, Fact, P } from './layout.js';

export interface BalanceFailedProps {
  tripId: string;
  tripName: string;
  balanceMinor: number;
  currency: string;
  dueDate: string;
  /** 'authentication_required' asks the traveler to confirm with their bank; others: declined. */
  failure: string;
  /** 'YYYY-MM-DD' of the next automatic try. */
  nextTry: string;
}

export const balanceFailed = defineTemplate<BalanceFailedProps>({
  subject: (p) => `Payment failed: your balance for ${p.tripName} is overdue`,
  Email: ({ props: p, chrome }) => (
    <EmailLayout
      preview={`We could not charge ${formatAmount(p.balanceMinor, p.currency)}. Pay your balance to keep your place.`}
      heading="Your balance payment failed"
      button={{
        label: 'Pay the balance',
        href: appLink(chrome.appUrl, `/dashboard/${encodeURIComponent(p.tripId)}?pay=balance`),
      }}
      reason="You get this email because your balance for this trip could not be charged."
    >
      <P>
        {p.failure === 'authentication_required'
          ? 'Your bank asked to confirm the payment of your balance'
          : 'Your card was declined for the balance'}{' '}
        of <strong>{p.tripName}</strong>. You are still on the trip; the balance is now overdue.
      </P>
      <Fact label="Balance">{formatAmount(p.balanceMinor, p.currency)}</Fact>
      <Fact label="Was due on">{tripDates(p.dueDate, p.dueDate)}</Fact>
      <P>Pay it with the button below. Otherwise we try your saved card again on {tripDates(p.nextTry, p.nextTry)}.</P>
    </EmailLayout>
  ),
});
