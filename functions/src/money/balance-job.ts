// tripMoneyBalances: once a day, the balance reminders and off-session charges (balance-run.ts).
// `npm start` runs the same body (balanceJob) on its local schedule (scripts/local-scheduler.ts),
// since the Functions emulator does not run onSchedule functions.
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { logger } from 'firebase-functions';
import { adminAuth, db } from '../http/firebase-admin.js';
import { APP_URL, STRIPE_SECRET_KEY } from '../payments/config.js';
import { stripeClient } from '../payments/stripe-client.js';
import { BALANCE_HOUR_UTC } from '../domain/trip-money-balance.js';
import { runBalanceJob, type BalanceRunResult } from './balance-run.js';

/** The scheduled body, run by tripMoneyBalances and by `npm start`'s local schedule. */
export async function balanceJob(now: Date): Promise<BalanceRunResult[]> {
  return runBalanceJob(db(), adminAuth(), await stripeClient(), now, APP_URL.value());
}

export const tripMoneyBalances = onSchedule(
  {
    schedule: `every day ${String(BALANCE_HOUR_UTC).padStart(2, '0')}:00`,
    timeZone: 'UTC',
    secrets: [STRIPE_SECRET_KEY],
  },
  async (event) => {
    const now = event.scheduleTime ? new Date(event.scheduleTime) : new Date();
    const results = await balanceJob(now);
    const count = (outcome: string) => results.filter((r) => r.outcome === outcome).length;
    logger.info('Trip money balances', {
      now: now.toISOString(),
      reminded: count('reminded'),
      charged: count('charged'),
      failed: count('failed'),
      errors: count('error'),
    });
  },
);
