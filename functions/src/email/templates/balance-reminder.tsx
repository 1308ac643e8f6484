// Transactional, to a traveler some days before their balance is due (docs/payments.md, "The
// balance"): how much, on which day, and that the card saved with the deposit will be charged.
import { appLink } from '../safe-text.js';
import { defineTemplate } from './define.js';
import { tripDates } from './format.js';
import { formatAmount } from './payment-received.js';
import { EmailLayout, Fact, P } from './layout.js';

export interface BalanceReminderProps {
  tripId: string;
  tripName: string;
  /** Minor units (cents). */
  balanceMinor: number;
  /** ISO 4217 ('USD'). */
  currency: string;
  /** 'YYYY-MM-DD': the day the saved card is charged. */
  dueDate: string;
}

export const balanceReminder = defineTemplate<BalanceReminderProps>({
  subject: (p) => `Your balance for ${p.tripName} is due ${tripDates(p.dueDate, p.dueDate)}`,
  Email: ({ props: p, chrome }) => (
    <EmailLayout
      preview={`${formatAmount(p.balanceMinor, p.currency)} will be charged on ${tripDates(p.dueDate, p.dueDate)}.`}
      heading="Your balance is due soon"
      button={{ label: 'See your share', href: appLink(chrome.appUrl, `/dashboard/${encodeURIComponent(p.tripId)}`) }}
      reason="You get this email because you paid a deposit for this trip."
    >
      <P>
        The balance of your share of <strong>{p.tripName}</strong> is due soon. We will charge the card you paid your
        deposit with on the due date; you can also pay it now from your trip page.
      </P>
      <Fact label="Balance">{formatAmount(p.balanceMinor, p.currency)}</Fact>
      <Fact label="Due on">{tripDates(p.dueDate, p.dueDate)}</Fact>
    </EmailLayout>
  ),
});
