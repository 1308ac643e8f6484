// @vitest-environment node
// Every email template rendered as it is sent: the app's teal and mark, a receipt in the payment
// email, and text that wraps at word boundaries on a phone (no rule that breaks words anywhere).
import { describe, expect, it } from 'vitest';
import { renderEmail } from '../../functions/src/email/render';
import { TEMPLATES, type TemplateName, type TemplateProps } from '../../functions/src/email/templates/index';

const chrome = { appUrl: 'http://localhost:5173', unsubscribeUrl: 'http://localhost:5173/unsubscribe?t=abc' };
const trip = {
  tripId: 'olivia-summer-in-japan',
  tripName: 'Summer in Japan',
  organizerName: 'Olivia',
  destination: 'Tokyo',
  startDay: '2099-07-01',
  endDay: '2099-07-10',
  inviteKey: 'live-invite-key-AAAAAAAAAA',
};

const PROPS: { [Name in TemplateName]: TemplateProps<Name> } = {
  'payment-received': {
    ...trip,
    amount: 5000,
    currency: 'usd',
    paidAt: '2026-11-25T03:30:00.000Z',
    paymentReference: 'cs_test_a1b2c3',
  },
  'answers-received': { tripId: trip.tripId, tripName: trip.tripName, names: ['Ana Rivera', 'Ben Okafor'] },
  'all-answered': { tripId: trip.tripId, tripName: trip.tripName, numPeople: 4 },
  'trip-ready': { ...trip, numPeople: 4 },
  'trip-booking': { ...trip, stage: 'booked' },
  invitation: trip,
  reminder: trip,
  'plan-published': {
    tripId: trip.tripId,
    tripName: trip.tripName,
    version: 2,
    changes: ['Your flight moved to 9:40'],
  },
  'question-asked': {
    tripId: trip.tripId,
    tripName: trip.tripName,
    itemTitle: 'Ryokan in Kyoto',
    askerName: 'Ben <b>Okafor</b>',
    question: 'Is breakfast included? <script>alert(1)</script>',
    toGroup: true,
  },
  'questions-asked': {
    tripId: trip.tripId,
    tripName: trip.tripName,
    questions: [
      { itemTitle: 'Ryokan in Kyoto', askerName: 'Ben', question: 'Is breakfast included?', toGroup: false },
      { itemTitle: 'Ryokan in Kyoto', askerName: 'Ana', question: 'Late <i>check-out</i>?', toGroup: true },
    ],
  },
  'question-answered': {
    tripId: trip.tripId,
    tripName: trip.tripName,
    itemTitle: 'Ryokan in Kyoto',
    question: 'Is breakfast included?',
    answer: 'Yes <img src=x onerror=alert(1)>, from 7 to 9.',
    plannerName: 'Priya',
  },
  'choice-reminder': {
    tripId: trip.tripId,
    tripName: trip.tripName,
    choiceTitle: 'Where we stay in Ubud',
    options: ['Jungle Lodge, 2027-03-26 to 2027-03-29, $420.00 per person', 'Rice Terrace Villa'],
    deadline: 'Mon, 1 Mar 2027, 18:00 (Asia/Makassar)',
  },
  'choice-result': {
    tripId: trip.tripId,
    tripName: trip.tripName,
    choiceTitle: 'Where we stay in Ubud',
    confirmed: 'Jungle Lodge, 2027-03-26 to 2027-03-29, $420.00 per person',
    version: 3,
  },
  'balance-reminder': {
    tripId: trip.tripId,
    tripName: trip.tripName,
    balanceMinor: 88_000,
    currency: 'USD',
    dueDate: '2099-05-01',
  },
  'balance-failed': {
    tripId: trip.tripId,
    tripName: trip.tripName,
    balanceMinor: 88_000,
    currency: 'USD',
    dueDate: '2099-05-01',
    failure: 'card_declined',
    nextTry: '2099-05-03',
  },
  'trip-money-receipt': {
    tripId: trip.tripId,
    tripName: trip.tripName,
    kind: 'deposit',
    amountMinor: 22_000,
    currency: 'USD',
    paidAt: '2026-11-25T10:00:00.000Z',
    cardLast4: '4242',
    paymentReference: 'pi_test_1',
  },
  'conversation-digest': {
    tripId: trip.tripId,
    tripName: trip.tripName,
    messages: [
      { thread: 'Trip chat', author: 'Ben <b>Okafor</b>', at: 'Nov 28, 14:05 UTC', text: 'See <a href="x">this</a>' },
      { thread: 'Private with planners', author: 'Tripwise planner', at: 'Nov 28, 15:00 UTC', text: 'Yes.' },
    ],
    more: 3,
  },
  'conversation-mention': {
    tripId: trip.tripId,
    tripName: trip.tripName,
    author: 'Ben',
    text: '@Olivia can we arrive early? <script>alert(1)</script>',
  },
};

// Rules that let a browser break a word between any two letters.
const BREAKS_WORDS = /word-break:\s*break-(all|word)|overflow-wrap:\s*anywhere|line-break:\s*anywhere/i;

describe('email templates', () => {
  for (const name of Object.keys(TEMPLATES) as TemplateName[]) {
    it(`${name}: the app's teal and mark, words kept whole`, async () => {
      const { html } = await renderEmail(name, PROPS[name], chrome);
      expect(html).not.toMatch(BREAKS_WORDS);
      expect(html).toContain('#0f766e');
      expect(html).not.toContain('#1d4ed8');
      expect(html).toMatch(/aria-hidden="true"[^>]*>➤<\/span>Tripwise/);
    });

    it(`${name}: the HTML declares UTF-8, so a viewer of the HTML alone keeps dashes and the mark`, async () => {
      const { html } = await renderEmail(name, PROPS[name], chrome);
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).toMatch(/<meta charSet="utf-8"|<meta charset="utf-8"/i);
      expect(head).toMatch(/http-equiv="Content-Type" content="text\/html; charset=UTF-8"/i);
    });
  }

  it('the choice reminder names the choice, every option and the deadline on the trip’s clock', async () => {
    const { subject, text } = await renderEmail('choice-reminder', PROPS['choice-reminder'], chrome);
    expect(subject).toBe('Your answer is needed by Mon, 1 Mar 2027, 18:00 (Asia/Makassar): Where we stay in Ubud');
    expect(text).toContain('Jungle Lodge, 2027-03-26 to 2027-03-29, $420.00 per person');
    expect(text).toContain('Rice Terrace Villa');
    expect(text).toContain('Answer by Mon, 1 Mar 2027, 18:00 (Asia/Makassar)');
  });

  it('the conversation digest lists each message as text, with its thread, author and time', async () => {
    const { subject, text, html } = await renderEmail('conversation-digest', PROPS['conversation-digest'], chrome);
    expect(subject).toBe('5 new messages in Summer in Japan');
    expect(text).toContain('Ben <b>Okafor</b> · Trip chat');
    expect(text).toContain('Nov 28, 14:05 UTC');
    expect(text).toContain('Tripwise planner · Private with planners');
    expect(text).toContain('…and 3 earlier messages.');
    expect(html).not.toContain('<a href="x">');
    expect(html).not.toContain('<b>Okafor</b>');
  });

  it('the mention email quotes the message as text and names who wrote it', async () => {
    const { subject, html } = await renderEmail('conversation-mention', PROPS['conversation-mention'], chrome);
    expect(subject).toBe('Ben mentioned you in Summer in Japan');
    expect(html).not.toContain('<script>');
  });

  it('the payment email is a receipt: amount, currency, date and payment reference', async () => {
    const { text } = await renderEmail('payment-received', PROPS['payment-received'], chrome);
    expect(text).toContain('Amount paid: $50.00 (USD)');
    expect(text).toContain('Paid on: November 25, 2026');
    expect(text).toContain('Payment reference: cs_test_a1b2c3');
    expect(text).toContain('Status: Gathering answers');
  });

  it('the balance emails say how much, when, and link to the trip page to pay (never to Stripe)', async () => {
    const reminder = await renderEmail('balance-reminder', PROPS['balance-reminder'], chrome);
    expect(reminder.subject).toBe('Your balance for Summer in Japan is due May 1, 2099');
    expect(reminder.text).toContain('Balance: $880.00 (USD)');
    const failed = await renderEmail('balance-failed', PROPS['balance-failed'], chrome);
    expect(failed.subject).toBe('Payment failed: your balance for Summer in Japan is overdue');
    expect(failed.text).toContain('Your card was declined for the balance');
    expect(failed.text).toContain('You are still on the trip');
    expect(failed.text).toContain('May 3, 2099');
    expect(failed.html).toContain('http://localhost:5173/dashboard/olivia-summer-in-japan?pay=balance');
  });

  it('the trip money receipt: amount, date, card and reference', async () => {
    const { subject, text } = await renderEmail('trip-money-receipt', PROPS['trip-money-receipt'], chrome);
    expect(subject).toBe('Receipt: your deposit for Summer in Japan');
    expect(text).toContain('Amount paid: $220.00 (USD)');
    expect(text).toContain('Paid on: November 25, 2026');
    expect(text).toContain('Card: ending 4242');
    expect(text).toContain('Payment reference: pi_test_1');
  });

  it('the booking email tells the same status as the app', async () => {
    const { text } = await renderEmail('trip-booking', PROPS['trip-booking'], chrome);
    expect(text).toContain('Status: Booked');
  });

  it('a question and its answer are sent as text, never as markup', async () => {
    const asked = await renderEmail('question-asked', PROPS['question-asked'], chrome);
    expect(asked.html).not.toContain('<script>');
    expect(asked.html).toContain('&lt;script&gt;');
    expect(asked.html).not.toContain('<b>Okafor');
    expect(asked.text).toContain('Is breakfast included?');
    expect(asked.subject).toBe('New question on Summer in Japan: Ryokan in Kyoto');
    const answered = await renderEmail('question-answered', PROPS['question-answered'], chrome);
    expect(answered.html).not.toContain('<img src=x');
    expect(answered.text).toContain('from 7 to 9.');
    expect(answered.text).toContain('/dashboard/olivia-summer-in-japan');
  });

  it("the planners' digest lists every question since the last email, as text", async () => {
    const digest = await renderEmail('questions-asked', PROPS['questions-asked'], chrome);
    expect(digest.subject).toBe('2 new questions on Summer in Japan');
    expect(digest.text).toContain('Is breakfast included?');
    expect(digest.text).toContain('Late <i>check-out</i>?');
    expect(digest.html).not.toContain('<i>check-out');
  });
});
