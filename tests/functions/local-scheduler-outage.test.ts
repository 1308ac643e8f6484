// An SMTP outage loses nothing: with the inbox down, three invitations and an answer notice fail
// to send; the inbox comes back; the local schedule `npm start` runs (scripts/local-scheduler.ts,
// the retryOutbox body) delivers each email exactly once within two sweep periods, and nothing is
// marked sent before it was. Its own Firestore project and its own SMTP server, so the emulator's
// triggers (which send to the shared inbox at once) and the other suites never see this outage.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MailDev } from 'maildev';
import type { Firestore } from 'firebase-admin/firestore';
import { LOCAL_EMAIL } from '../../scripts/local-config.mjs';
import { firestoreClearUrl } from '../../scripts/local-endpoints.mjs';
import type { OutboxDoc } from '../../functions/src/email/outbox';
import { collectionPath, docPath } from '@domain/collections';
import { tripDocument } from '@domain/trip-document';
import { tripFixtureFields } from '../support/trip-fixture';
import { pollUntil } from '../support/poll';

const PROJECT = 'demo-tripplanner-outage';
const SMTP_PORT = 1125;
const INBOX_PORT = 1180;
const SWEEP_MS = 1500;
const FIRST_RETRY_MS = 500;
/** What four sends (claim, SMTP, record) may take on top of the periods on a busy 2-core machine. */
const SWEEP_SLACK_MS = 5_000;

const trip = 'ana-outage-trip';
const organizer = { uid: 'outage-organizer', email: 'ana.outage@example.com' };
const invited = ['ben.outage@example.com', 'cleo.outage@example.com', 'dev.outage@example.com'];

interface InboxEmail {
  to: { address: string }[];
  subject: string;
}

const savedEnv = { ...process.env };
let db: Firestore;
let scheduler: { stop: () => void } | undefined;
let inbox: MailDev | undefined;
const lines: string[] = [];

async function outbox(): Promise<OutboxDoc[]> {
  return (await db.collection(collectionPath.outbox).get()).docs.map((doc) => doc.data() as OutboxDoc);
}

async function received(): Promise<InboxEmail[]> {
  const res = await fetch(`http://127.0.0.1:${INBOX_PORT}/api/email`);
  return (await res.json()) as InboxEmail[];
}

beforeAll(async () => {
  // What the emulator's functions read from functions/.secret.local and .env.local, pointed at
  // this test's own project and SMTP port.
  Object.assign(process.env, {
    GCLOUD_PROJECT: PROJECT,
    SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
    UNSUBSCRIBE_SECRET: LOCAL_EMAIL.unsubscribeSecret,
    MAIL_FROM: LOCAL_EMAIL.from,
    APP_URL: 'http://127.0.0.1:5173',
  });
  await fetch(firestoreClearUrl(PROJECT), { method: 'DELETE' });
  const { db: functionsDb } = await import('../../functions/src/http/firebase-admin');
  db = functionsDb();
});

afterAll(async () => {
  scheduler?.stop();
  await inbox?.stop();
  process.env = savedEnv;
});

describe('local schedule: an SMTP outage loses nothing', () => {
  it('three invitations and an answer notice arrive exactly once after the inbox comes back', async () => {
    const { createInvitations } = await import('../../functions/src/invitations/create-invitations');
    const { sendInvitation } = await import('../../functions/src/invitations/on-invitation-created');
    const { notifyAnswer } = await import('../../functions/src/email/notify-answers');
    const { startLocalScheduler } = await import('../../scripts/local-scheduler');

    // Dates, not Timestamps: this db is the functions' own firebase-admin, which refuses the
    // test side's Timestamp class (tripDocument takes either).
    await db.doc(docPath.trip(trip)).set(
      tripDocument(
        {
          ...tripFixtureFields(),
          tripName: 'Outage Trip',
          userId: organizer.uid,
          organizerEmail: organizer.email,
          vibe: '',
          startDate: new Date('2099-07-01T12:00:00Z'),
          endDate: new Date('2099-07-10T12:00:00Z'),
        },
        new Date(),
        { inviteKey: 'k'.repeat(22) },
      ),
    );

    // The inbox is down (nothing listens on SMTP_PORT): invite three people, one answer arrives.
    const result = await createInvitations(db, {
      tripId: trip,
      organizerUid: organizer.uid,
      addresses: invited.join('\n'),
      now: new Date(),
    });
    expect(result.invited).toHaveLength(3);
    const keys = (await db.collection(collectionPath.invitations(trip)).get()).docs.map((doc) => doc.id);
    for (const key of keys) expect(await sendInvitation(db, trip, key)).toBe('queued');
    await db.doc(docPath.response(trip, 'outage-traveler')).set({
      uid: 'outage-traveler',
      name: 'Eve Outage',
      email: 'eve.outage@example.com',
      submittedAt: new Date(),
    });
    expect(await notifyAnswer(db, trip, 'outage-traveler', new Date())).toBe('new-batch');

    scheduler = await startLocalScheduler({
      sweepMs: SWEEP_MS,
      remindersMs: 60 * 60_000,
      firstRetryMs: FIRST_RETRY_MS,
      log: (line) => lines.push(line),
    });
    // Four emails due at once (the first answer after a quiet hour is told at once); every
    // attempt fails while the inbox is down.
    const failed = await pollUntil(
      outbox,
      (docs) => docs.filter((doc) => doc.status === 'retrying').length >= 4,
      // The first sweep also loads the email templates, slow on a busy machine.
      60_000,
    );
    expect(failed.map((doc) => doc.to).sort()).toEqual([...invited, organizer.email].sort());
    expect(failed.map((doc) => doc.status)).toEqual(['retrying', 'retrying', 'retrying', 'retrying']);
    // The sweep logs its summary once every send it tried has settled, just after the documents
    // above say "retrying".
    const sweepSaid = (said: string[]) => said.some((line) => /outbox sweep: \d+ due, .*retrying/.test(line));
    expect(sweepSaid(await pollUntil(async () => lines, sweepSaid, 30_000))).toBe(true);

    // The inbox comes back.
    inbox = new MailDev({ smtp: SMTP_PORT, web: INBOX_PORT, ip: '127.0.0.1', webIp: '127.0.0.1', silent: true });
    await inbox.start();
    const back = Date.now();
    const expected = [...invited, organizer.email].sort();
    const emails = await pollUntil(received, (found) => found.length >= expected.length, 2 * SWEEP_MS + SWEEP_SLACK_MS);
    const tookMs = Date.now() - back;
    expect(emails.flatMap((email) => email.to.map((to) => to.address)).sort()).toEqual(expected);
    // Two sweep periods, and the time the sweep itself takes to send four emails.
    expect(tookMs).toBeLessThan(2 * SWEEP_MS + SWEEP_SLACK_MS);

    // Every document sent is one that arrived; a further sweep sends nothing again.
    await new Promise((resolve) => setTimeout(resolve, SWEEP_MS * 1.5));
    const settled = await outbox();
    expect(
      settled
        .filter((doc) => doc.status === 'sent')
        .map((doc) => doc.to)
        .sort(),
    ).toEqual(expected);
    expect(settled.every((doc) => doc.attempts >= 2)).toBe(true);
    expect(await received()).toHaveLength(expected.length);
  });
});
