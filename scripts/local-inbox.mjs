// @ts-check
// The local inbox for test runs: maildev (LOCAL_EMAIL's ports) receives what the functions send
// over SMTP (functions/.secret.local's SMTP_URL) and shows it through its REST API, which the
// functions and browser tests read (tests/support/maildev.ts). `npm start` runs maildev already;
// `npm test` starts it once, before the suites that read it (scripts/test.mjs), so one suite
// ending cannot stop it under another; a single suite run on its own starts it in its runner
// (tests/support/maildev-server.ts).
import { createConnection } from 'node:net';
import { MailDev } from 'maildev';
import { LOCAL_EMAIL } from './local-config.mjs';

/**
 * @param {number} port
 * @returns {Promise<boolean>}
 */
function listening(port) {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Starts maildev unless something already listens on its SMTP port; returns how to stop it.
 * @returns {Promise<() => Promise<void>>}
 */
export async function startInboxUnlessRunning() {
  if (await listening(LOCAL_EMAIL.smtpPort)) return async () => {};
  const maildev = new MailDev({
    smtp: LOCAL_EMAIL.smtpPort,
    web: LOCAL_EMAIL.webPort,
    ip: '127.0.0.1',
    webIp: '127.0.0.1',
    silent: true,
  });
  await maildev.start();
  return () => maildev.stop();
}
