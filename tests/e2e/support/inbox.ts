// Waiting for an email in the local inbox from a browser journey (tests/support/maildev.ts).
import { expect } from '@playwright/test';
import { emailsTo, type InboxEmail } from '../../support/maildev';

// Nobody empties the inbox: the browser workers and the functions tests share it, so a journey
// finds its emails by recipient (its own unique addresses).
export { appLinkIn, emailsTo, type InboxEmail } from '../../support/maildev';

/**
 * How long an email may take. The Firestore emulator hands a collection's trigger events to the
 * functions one at a time, each waiting for the last to finish, every test's re-seed queues its
 * own emails, and npm test's Functions emulator runs at most four executions at once
 * (FUNCTIONS_EMULATOR_PARALLEL, scripts/test.mjs) while the functions tests run beside it: in a
 * fresh-clone CI run the choices journey's "Decided" email missed 60 s by that. Only how long a
 * missing email takes to fail changes.
 */
const EMAIL_TIMEOUT_MS = 120_000;

/**
 * A journey that waits for emails gets this long (`test.describe.configure`): two emails at the
 * longest wait each, and the journey's own steps.
 */
export const EMAIL_JOURNEY_TIMEOUT_MS = 2.5 * EMAIL_TIMEOUT_MS;

/** Waits until an email to `address` whose subject matches arrives, and returns it. */
export async function waitForEmail(address: string, subject: RegExp, timeout = EMAIL_TIMEOUT_MS): Promise<InboxEmail> {
  let found: InboxEmail | undefined;
  await expect
    .poll(
      async () => {
        found = (await emailsTo(address)).find((email) => subject.test(email.subject));
        return found !== undefined;
      },
      { timeout, message: `an email to ${address} with subject ${subject}` },
    )
    .toBe(true);
  if (!found) throw new Error('unreachable: the poll passed without an email');
  return found;
}
