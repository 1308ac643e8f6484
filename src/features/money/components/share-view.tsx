// "Your share" (docs/payments.md, "Trip money"): the traveler's items and amounts, the deposit due
// now, the balance and its due date, the cancellation policy in plain words, and, before the
// first payment, "I accept the cancellation policy" and "Approve and pay the deposit". After a
// payment: its receipts. Presentational: the section (your-share.tsx) loads and writes.
import { useId, useState } from 'react';
import type { PolicyVersion, TravelerShare } from '@domain/trip-money';
import { BusyButton } from '@/ui/busy-button';
import { useAction } from '@/ui/use-action';
import { day, money, paidOn, REFUND_LABELS } from '../money-words';

export const ACCEPT_LABEL = 'I accept the cancellation policy';
export const PAY_LABEL = 'Approve and pay the deposit';
export const PAY_BALANCE_LABEL = 'Pay the balance';

export interface ShareViewProps {
  share: TravelerShare;
  /** The current policy (the one to accept before paying). */
  policy: PolicyVersion;
  /** Starts Checkout for the deposit under `acceptedPolicyVersion`; resolves with its URL. */
  onPayDeposit: (acceptedPolicyVersion: number) => Promise<string>;
  /**
   * Starts (or reopens) Checkout for the balance under the accepted policy; resolves with its
   * URL. Offered once the deposit is paid (early payment) and when a charge failed (overdue).
   */
  onPayBalance?: (acceptedPolicyVersion: number) => Promise<string>;
  /** Where to send the browser (window.location.assign in the app). */
  goTo?: (url: string) => void;
  /** "I can't go": rendered under the receipts while the place is not cancelled. */
  cantGo?: React.ReactNode;
}

export function ShareView({
  share,
  policy,
  onPayDeposit,
  onPayBalance,
  goTo = (url) => window.location.assign(url),
  cantGo,
}: ShareViewProps) {
  const { quote } = share;
  const currency = quote.currency;
  const depositDue = Math.max(0, quote.depositMinor - share.paidMinor);
  const cancelled = share.status === 'cancelled';
  // What the traveler reads: the policy they accepted once they paid, the current one before.
  const shownPolicy = share.acceptedPolicy ?? policy;
  const mustAccept = !cancelled && share.paidMinor === 0 && depositDue > 0;
  const balanceLeft = Math.max(0, quote.shareMinor - share.paidMinor);
  const canPayBalance =
    !!onPayBalance && (share.status === 'deposit-paid' || share.status === 'overdue') && balanceLeft > 0;
  return (
    <div className="money-share">
      <table className="money-lines">
        <caption className="visually-hidden">Your items</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Amount</th>
          </tr>
        </thead>
        <tbody>
          {quote.lines.map((line) => (
            <tr key={line.itemId}>
              <th scope="row">
                {line.title}
                {line.basis === 'split' && line.splitAmong ? ` (split among ${line.splitAmong})` : ''}
              </th>
              <td>{money(line.amountMinor, currency)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Your share</th>
            <td>{money(quote.shareMinor, currency)}</td>
          </tr>
        </tfoot>
      </table>
      {quote.otherCurrencyItems.length > 0 && (
        <p className="field-hint">Priced in another currency, not included: {quote.otherCurrencyItems.join(', ')}.</p>
      )}
      <dl className="money-terms">
        <dt>Deposit due now</dt>
        <dd>{money(depositDue, currency)}</dd>
        <dt>Balance</dt>
        <dd>
          {money(quote.balanceMinor, currency)}, due {day(quote.balanceDueDate)}
        </dd>
      </dl>
      <h3>Cancellation policy</h3>
      <ul className="money-policy">
        {shownPolicy.words.map((sentence) => (
          <li key={sentence}>{sentence}</li>
        ))}
      </ul>
      {share.status === 'overdue' && (
        <p role="alert">
          Overdue: your balance payment did not go through. You are still on the trip; pay the balance of{' '}
          {money(balanceLeft, currency)} to keep your place.
        </p>
      )}
      {mustAccept && <AcceptAndPay policy={policy} onPayDeposit={onPayDeposit} goTo={goTo} />}
      {canPayBalance && onPayBalance && (
        <PayBalance
          amount={money(balanceLeft, currency)}
          onPay={() => onPayBalance(share.acceptedPolicyVersion ?? policy.version)}
          goTo={goTo}
        />
      )}
      <Receipts share={share} />
      {share.refunds.length > 0 && (
        <div>
          <h3>Your refund</h3>
          <ul>
            {share.refunds.map((refund) => (
              <li key={refund.refundId}>
                {money(refund.amountMinor, refund.currency)}: {REFUND_LABELS[refund.status]}
              </li>
            ))}
          </ul>
        </div>
      )}
      {cancelled ? <p>You cancelled your place on this trip.</p> : cantGo}
    </div>
  );
}

function AcceptAndPay({
  policy,
  onPayDeposit,
  goTo,
}: Pick<ShareViewProps, 'policy' | 'onPayDeposit'> & { goTo: (url: string) => void }) {
  const [accepted, setAccepted] = useState(false);
  const { busy, error, run } = useAction({ leaves: true, log: 'Starting the deposit payment failed' });
  const checkboxId = useId();
  return (
    <div className="money-pay">
      <p>
        <input
          id={checkboxId}
          type="checkbox"
          checked={accepted}
          onChange={(event) => setAccepted(event.target.checked)}
        />{' '}
        <label htmlFor={checkboxId}>{ACCEPT_LABEL}</label>
      </p>
      <BusyButton
        className="btn btn-primary"
        busy={busy}
        busyLabel="Opening the payment page…"
        disabled={!accepted}
        onClick={() => void run(async () => goTo(await onPayDeposit(policy.version)))}
      >
        {PAY_LABEL}
      </BusyButton>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

function PayBalance({
  amount,
  onPay,
  goTo,
}: {
  amount: string;
  onPay: () => Promise<string>;
  goTo: (url: string) => void;
}) {
  const { busy, error, run } = useAction({ leaves: true, log: 'Starting the balance payment failed' });
  return (
    <div className="money-pay">
      <BusyButton
        className="btn btn-primary"
        busy={busy}
        busyLabel="Opening the payment page…"
        onClick={() => void run(async () => goTo(await onPay()))}
      >
        {PAY_BALANCE_LABEL}
      </BusyButton>{' '}
      <span className="field-hint">{amount}, with any card.</span>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

function Receipts({ share }: { share: TravelerShare }) {
  if (share.receipts.length === 0) return null;
  const heading = share.status === 'paid-in-full' ? 'Paid in full' : 'Deposit paid';
  return (
    <div className="money-receipts">
      <h3>{heading}</h3>
      <ul>
        {share.receipts.map((receipt) => (
          <li key={receipt.paymentIntentId}>
            {receipt.kind === 'deposit' ? 'Deposit' : 'Balance'} of {money(receipt.amountMinor, receipt.currency)} paid
            on {paidOn(receipt.paidAt)}
            {receipt.cardLast4 ? ` with the card ending ${receipt.cardLast4}` : ''}.
          </li>
        ))}
      </ul>
    </div>
  );
}
