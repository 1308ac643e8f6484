import { Link, useRevalidator } from 'react-router-dom';
import { config } from '@/config/env';
import { paths } from '@/config/paths';
import type { PaymentReturn } from '../payment-return';

type Failure = Extract<PaymentReturn, { kind: 'failed' }>;

export const PAYMENT_PENDING_TITLE = 'Your payment is not confirmed yet';
export const PAYMENT_PENDING_NEXT =
  'Some payment methods take a few days to complete. We create your trip as soon as the payment is confirmed: check again later, or contact us if it does not appear.';
export const PAID_NO_TRIP_TITLE = 'Your payment was received, but your trip was not created';
export const PAID_NO_TRIP_NEXT =
  'Please do not pay again. Email us with the reference below and we will sort it out (or refund you) by hand.';
export const NOT_CONFIRMED_TITLE = 'We could not confirm your payment yet';
export const NOT_CONFIRMED_NEXT =
  'Your payment is not lost. Check again in a moment; if this keeps happening, contact us with the reference below.';

/** 402: Stripe has not marked the session paid (a delayed method); 409: paid, but the trip could not be made. */
function advice(status: number | undefined): { title: string; next: string; retry: boolean } {
  if (status === 402) return { title: PAYMENT_PENDING_TITLE, next: PAYMENT_PENDING_NEXT, retry: true };
  if (status === 409) return { title: PAID_NO_TRIP_TITLE, next: PAID_NO_TRIP_NEXT, retry: false };
  return { title: NOT_CONFIRMED_TITLE, next: NOT_CONFIRMED_NEXT, retry: true };
}

/**
 * Shown instead of the create form when the organizer is back from checkout and the server
 * did not create the trip: its message, what to do next, and the reference support needs.
 * An empty form would invite paying twice.
 */
export function PaymentFollowUp({ failure }: { failure: Failure }) {
  const revalidator = useRevalidator();
  const { title, next, retry } = advice(failure.status);
  const subject = encodeURIComponent(`Trip "${failure.tripName}" after payment (${failure.sessionId})`);
  return (
    <section className="page narrow notice-page">
      <div className="notice-card" role="alert">
        <h1 className="notice-message">{title}</h1>
        <p>{failure.message}</p>
        <p>{next}</p>
        <p className="muted">
          Trip: {failure.tripName}. Payment reference: <code>{failure.sessionId}</code>
        </p>
        <div className="btn-row">
          {retry && (
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => void revalidator.revalidate()}
              disabled={revalidator.state === 'loading'}
            >
              {revalidator.state === 'loading' ? 'Checking…' : 'Check again'}
            </button>
          )}
          <a
            href={`mailto:${config.supportEmail}?subject=${subject}`}
            className={retry ? 'btn btn-secondary' : 'btn btn-primary'}
          >
            Email {config.supportEmail}
          </a>
          <Link to={paths.dashboard} className="btn btn-ghost">
            Go to My Dashboard
          </Link>
        </div>
      </div>
    </section>
  );
}
