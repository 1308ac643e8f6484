// The functions tests read what was really sent from maildev's REST API. `npm start` runs
// maildev already; otherwise (npm test, a single test file) it runs in this process for the
// suite. The functions emulator sends to it through functions/.secret.local's SMTP_URL.
import { createConnection } from 'node:net';
import { MailDev } from 'maildev';
import { LOCAL_EMAIL } from '../../../scripts/local-config.mjs';

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export default async function setup(): Promise<() => Promise<void>> {
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
