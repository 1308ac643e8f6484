// Waiting for an email in the local inbox from a browser journey (tests/support/maildev.ts).
import { expect } from '@playwright/test';
import { emailsTo, type InboxEmail } from '../../support/maildev';

// No clearInbox here: the browser workers share one inbox, so a journey finds its emails by
// recipient (its own unique addresses) and never empties the inbox under another worker.
export { appLinkIn, emailsTo, type InboxEmail } from '../../support/maildev';

/**
 * How long an email may take. The Firestore emulator hands a collection's trigger events to the
 * functions one at a time, each waiting for the last to finish, and every test's re-seed queues
 * its own emails: in a full run an email was seen to wait 20 s behind others before its trigger
 * ran (a CI run of the choices journey missed 30 s by that).
 */
const EMAIL_TIMEOUT_MS = 60_000;

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
