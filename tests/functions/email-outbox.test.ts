// The outbox and its sender against the emulators and a real SMTP server (maildev): one email
// per cause, retries after an SMTP outage, opt-out, and hostile names arriving harmless.
import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { queueEmail, type OutboxDoc } from '../../functions/src/email/outbox';
import { retryDelayMs, sendDueEmails, type MailTransport } from '../../functions/src/email/sender';
import { adminDb, clearFirestore } from './helpers/emulators';
import { allEmails, sentTo, waitForEmails } from '../support/maildev';
import { pollUntil } from '../support/poll';
import { functionsDb, localSender, settledEmails } from './helpers/email';
import { collectionPath, docPath } from '@domain/collections';

const HOUR = 60 * 60_000;
const unique = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

function paymentProps(tripName: string) {
  return {
    tripId: unique('trip'),
    tripName,
    organizerName: 'Ana',
    destination: 'Lisbon',
    startDay: '2027-05-03',
    endDay: '2027-05-09',
    inviteKey: 'k'.repeat(22),
  };
}

async function outboxDoc(id: string): Promise<OutboxDoc> {
  return (await functionsDb().collection(collectionPath.outbox).doc(id).get()).data() as OutboxDoc;
}

const eventuallyStatus = (id: string, status: OutboxDoc['status'], timeoutMs = 45_000): Promise<OutboxDoc> =>
  pollUntil(
    () => outboxDoc(id),
    (doc) => doc?.status === status,
    timeoutMs,
  );

beforeEach(async () => {
  await clearFirestore();
});

describe('outbox: one email per cause', () => {
  it('queueing the same cause again and again sends exactly one email, even after sweeps', async () => {
    const db = functionsDb();
    const to = `${unique('once')}@example.com`;
    const id = unique('paid');
    const email = {
      id,
      to,
      template: 'payment-received',
      props: paymentProps('Lisbon weekend'),
      category: 'transactional',
    } as const;
    const created = await Promise.all([queueEmail(db, email), queueEmail(db, email), queueEmail(db, email)]);
    expect(created.filter(Boolean)).toHaveLength(1);
    expect(await queueEmail(db, email)).toBe(false);

    const doc = await eventuallyStatus(id, 'sent');
    expect(doc.status).toBe('sent');
    expect(doc.attempts).toBe(1);
    expect(doc.sentAt).not.toBeNull();
    expect(doc.nextAttemptAt).toBeUndefined();

    // A sweep, at any later time, leaves the sent email alone. (Not "examines nothing": an
    // earlier test file's trigger may still queue an email of its own into this outbox.)
    await sendDueEmails(db, new Date(Date.now() + 24 * HOUR), localSender());
    const afterSweep = (await db.doc(docPath.outboxItem(id)).get()).data();
    expect(afterSweep).toMatchObject({ status: 'sent', attempts: 1 });
    expect(await settledEmails(sentTo(to))).toHaveLength(1);
  });

  it('refuses anything but a single plain address, a plain cause key and a known template', async () => {
    const db = functionsDb();
    const base = { template: 'payment-received', props: paymentProps('X'), category: 'transactional' } as const;
    await expect(
      queueEmail(db, { ...base, id: unique('a'), to: 'a@example.com\r\nBcc: evil@example.com' }),
    ).rejects.toThrow();
    await expect(queueEmail(db, { ...base, id: unique('a'), to: 'a@example.com, b@example.com' })).rejects.toThrow();
    await expect(queueEmail(db, { ...base, id: 'a/b', to: 'a@example.com' })).rejects.toThrow();
    await expect(
      queueEmail(db, { ...base, id: unique('a'), to: 'a@example.com', template: 'nope' as 'payment-received' }),
    ).rejects.toThrow();
    expect((await db.collection(collectionPath.outbox).get()).size).toBe(0);
  });
});

describe('outbox: SMTP failures', () => {
  it('an SMTP outage leaves a retrying document that sends exactly once when SMTP is back', async () => {
    const db = functionsDb();
    const to = `${unique('outage')}@example.com`;
    const id = unique('paid');
    // Due in an hour, so the emulator's trigger leaves it to the sweeps this test runs.
    const due = new Date(Date.now() + HOUR);
    await queueEmail(db, {
      id,
      to,
      template: 'payment-received',
      props: paymentProps('Outage trip'),
      category: 'transactional',
      sendAt: due,
    });
    expect((await eventuallyStatus(id, 'sending', 2000)).status).toBe('pending');

    const down = { ...localSender(1), appUrl: 'http://127.0.0.1:5173' }; // nothing listens on port 1
    expect((await sendDueEmails(db, due, down)).outcomes).toEqual({ retrying: 1 });
    let doc = await outboxDoc(id);
    expect(doc.status).toBe('retrying');
    expect(doc.attempts).toBe(1);
    expect(doc.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(doc.nextAttemptAt?.toMillis()).toBe(due.getTime() + retryDelayMs(1));

    // Still down at the next attempt: backoff doubles.
    const second = new Date(due.getTime() + retryDelayMs(1));
    expect((await sendDueEmails(db, second, down)).outcomes).toEqual({ retrying: 1 });
    doc = await outboxDoc(id);
    expect(doc.attempts).toBe(2);
    expect(doc.nextAttemptAt?.toMillis()).toBe(second.getTime() + retryDelayMs(2));
    expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1));

    // SMTP is back, but the backoff has not passed: nothing is sent yet.
    const early = new Date(second.getTime() + retryDelayMs(2) - 1000);
    expect((await sendDueEmails(db, early, localSender())).examined).toBe(0);
    expect((await allEmails()).filter(sentTo(to))).toHaveLength(0);

    const back = new Date(second.getTime() + retryDelayMs(2));
    const [a, b] = await Promise.all([sendDueEmails(db, back, localSender()), sendDueEmails(db, back, localSender())]);
    expect((a.outcomes.sent ?? 0) + (b.outcomes.sent ?? 0)).toBe(1);
    doc = await outboxDoc(id);
    expect(doc.status).toBe('sent');
    expect(doc.attempts).toBe(3);
    expect(await waitForEmails(sentTo(to))).toHaveLength(1);
    await sendDueEmails(db, new Date(back.getTime() + 24 * HOUR), localSender());
    expect(await settledEmails(sentTo(to))).toHaveLength(1);
  });

  it('one address the server refuses does not hold back the others', async () => {
    const db = functionsDb();
    const due = new Date(Date.now() + HOUR);
    const run = unique('batch');
    const addresses = [`a-${run}@example.com`, `refused-${run}@example.com`, `c-${run}@example.com`];
    for (const [index, to] of addresses.entries()) {
      await queueEmail(db, {
        id: `${run}-${index}`,
        to,
        template: 'payment-received',
        props: paymentProps('Batch trip'),
        category: 'transactional',
        sendAt: due,
      });
    }
    const real = localSender();
    // A server that refuses one mailbox, as a real one does for an address that does not exist.
    const picky: MailTransport = {
      sendMail: async (mail) => {
        if (String(mail.to).startsWith('refused-')) throw new Error('550 5.1.1 Mailbox unavailable');
        return real.transport.sendMail(mail);
      },
    };
    const result = await sendDueEmails(db, due, { ...real, transport: picky });
    expect(result.outcomes).toEqual({ sent: 2, retrying: 1 });
    expect((await outboxDoc(`${run}-1`)).lastError).toContain('550');
    expect(await waitForEmails((e) => e.to.some((t) => t.address.includes(run)), 2)).toHaveLength(2);
  });
});

describe('outbox: opt-out', () => {
  it('an opted-out user gets transactional email but not optional email', async () => {
    const db = functionsDb();
    const uid = unique('uid');
    const to = `${uid}@example.com`;
    await db.collection(collectionPath.users).doc(uid).set({ email: to, emailOptOut: true });
    await queueEmail(db, {
      id: unique('answers'),
      to,
      uid,
      template: 'answers-received',
      props: { tripId: 't1', tripName: 'Quiet trip', names: ['Bo'] },
      category: 'optional',
    });
    await queueEmail(db, {
      id: unique('paid'),
      to,
      uid,
      template: 'payment-received',
      props: paymentProps('Quiet trip'),
      category: 'transactional',
    });
    const received = await waitForEmails(sentTo(to));
    expect(received.map((e) => e.subject)).toEqual(['Payment received: Quiet trip is ready to share']);
    const skipped = (await db.collection(collectionPath.outbox).where('template', '==', 'answers-received').get())
      .docs[0];
    expect(skipped.get('status')).toBe('skipped');
    expect(await settledEmails(sentTo(to))).toHaveLength(1);
  });
});

describe('outbox: hostile names', () => {
  it('line breaks and markup in names arrive as harmless text, with one recipient and no extra headers', async () => {
    const db = functionsDb();
    const to = `${unique('inject')}@example.com`;
    const tripName =
      'Ibiza\r\nBcc: evil@example.com\r\nX-Injected: yes\n<script>alert(1)</script><img src=x onerror=alert(2)>';
    await queueEmail(db, {
      id: unique('answers'),
      to,
      template: 'answers-received',
      props: { tripId: 'trip-1', tripName, names: ['<b>Eve</b>\r\nCc: evil@example.com'] },
      category: 'optional',
    });
    const [email] = await waitForEmails(sentTo(to));
    expect(email).toBeDefined();
    expect(email.subject).not.toMatch(/[\r\n]/);
    expect(email.to.map((t) => t.address)).toEqual([to]);
    expect(email.cc ?? []).toEqual([]);
    expect(email.bcc ?? []).toEqual([]);
    const headerNames = Object.keys(email.headers).map((h) => h.toLowerCase());
    expect(headerNames).not.toContain('bcc');
    expect(headerNames).not.toContain('cc');
    expect(headerNames).not.toContain('x-injected');
    expect(email.html).not.toContain('<script>');
    expect(email.html).not.toContain('<img');
    expect(email.html).not.toContain('<b>Eve');
    expect(email.html).toContain('&lt;script&gt;');
    expect(email.text).toContain('Ibiza');
    expect(email.text.length).toBeGreaterThan(50);
    // Every link goes to the app's own origin.
    const links = [...email.html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.startsWith('http://127.0.0.1:5173/')).toBe(true);
  });

  it('records the error when a stored document names no known template', async () => {
    const db = functionsDb();
    const id = unique('broken');
    const now = Date.now();
    // A raw seed write with the root package's Timestamps, so through the root firebase-admin.
    await adminDb()
      .collection(collectionPath.outbox)
      .doc(id)
      .set({
        to: 'x@example.com',
        template: 'gone',
        props: {},
        category: 'transactional',
        uid: null,
        status: 'pending',
        attempts: 0,
        createdAt: Timestamp.fromMillis(now),
        nextAttemptAt: Timestamp.fromMillis(now + HOUR),
        sentAt: null,
        lastError: null,
      });
    await sendDueEmails(db, new Date(now + HOUR), localSender());
    const doc = await outboxDoc(id);
    expect(doc.status).toBe('retrying');
    expect(doc.lastError).toContain('Unknown email template');
  });
});
