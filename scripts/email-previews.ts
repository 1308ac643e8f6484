// Renders every email template with sample data to docs/screenshots/email/<name>.html, for
// looking at them (and screenshotting them in Chromium at desktop and phone width).
// Run: npm run build:functions && node --import tsx scripts/email-previews.ts
// (It loads the built functions: tsx would compile their JSX with the wrong runtime.)
import { mkdirSync, writeFileSync } from 'node:fs';
import type { renderEmail as RenderEmail } from '../functions/src/email/render';
import type { TemplateName, TemplateProps } from '../functions/src/email/templates/index';

const trip = { tripId: 'lisbon-2027', tripName: 'Lisbon long weekend', destination: 'Lisbon, Portugal' };
const days = { startDay: '2027-05-03', endDay: '2027-05-09' };
const samples: { [Name in TemplateName]: TemplateProps<Name> } = {
  'payment-received': { ...trip, ...days, organizerName: 'Olivia', inviteKey: 'q3Xb9kR2vLmP0sT7wYz4Aa' },
  'answers-received': { ...trip, names: ['Ben Carter', 'Cleo Diaz', 'Dan Evans'] },
  'all-answered': { ...trip, numPeople: 4 },
  'trip-ready': { ...trip, ...days, organizerName: 'Olivia', numPeople: 4 },
  'trip-booking': { ...trip, ...days, stage: 'booked' },
  invitation: { ...trip, ...days, organizerName: 'Olivia', inviteKey: 'q3Xb9kR2vLmP0sT7wYz4Aa' },
  reminder: { ...trip, ...days, organizerName: 'Olivia', inviteKey: 'q3Xb9kR2vLmP0sT7wYz4Aa' },
  'plan-published': { ...trip, version: 2, changes: ['Changed time: Lisbon to Porto train', 'Added: Fado dinner'] },
  'question-asked': {
    ...trip,
    itemTitle: 'Alfama apartment',
    askerName: 'Ben Carter',
    question: 'Is there a lift, or only stairs?',
    toGroup: false,
  },
  'questions-asked': {
    ...trip,
    questions: [
      {
        itemTitle: 'Alfama apartment',
        askerName: 'Ben Carter',
        question: 'Is there a lift, or only stairs?',
        toGroup: false,
      },
      { itemTitle: 'Tram 28 tour', askerName: 'Ana Silva', question: 'Can we start later?', toGroup: true },
    ],
  },
  'question-answered': {
    ...trip,
    itemTitle: 'Alfama apartment',
    question: 'Is there a lift, or only stairs?',
    answer: 'A lift to the fourth floor; the last flight is stairs.',
    plannerName: 'Priya',
  },
  'choice-reminder': {
    ...trip,
    choiceTitle: 'Where we stay in Porto',
    options: ['Ribeira Flats, 2027-05-05 to 2027-05-07, €95.00 per person', 'Casa do Rio, 2027-05-05 to 2027-05-07'],
    deadline: 'Fri, 30 Apr 2027, 18:00 (Europe/Lisbon)',
  },
  'choice-result': {
    ...trip,
    choiceTitle: 'Where we stay in Porto',
    confirmed: 'Ribeira Flats, 2027-05-05 to 2027-05-07, €95.00 per person',
    version: 3,
  },
  'balance-reminder': { ...trip, balanceMinor: 88_000, currency: 'EUR', dueDate: '2027-04-01' },
  'balance-failed': {
    ...trip,
    balanceMinor: 88_000,
    currency: 'EUR',
    dueDate: '2027-04-01',
    failure: 'authentication_required',
    nextTry: '2027-04-03',
  },
  'trip-money-receipt': {
    ...trip,
    kind: 'deposit',
    amountMinor: 22_000,
    currency: 'EUR',
    paidAt: '2027-01-15T10:00:00.000Z',
    cardLast4: '4242',
    paymentReference: 'pi_test_1',
  },
  'conversation-digest': {
    ...trip,
    messages: [
      { thread: 'Trip chat', author: 'Ben Carter', at: 'May 1, 18:05 UTC', text: 'Can we arrive a day early?' },
      {
        thread: 'Private with planners',
        author: 'Tripwise planner',
        at: 'May 1, 19:20 UTC',
        text: 'Yes, we can add a night.',
      },
    ],
    more: 0,
  },
  'conversation-mention': { ...trip, author: 'Ben Carter', text: '@Cleo do you still want the fado dinner?' },
};

// A computed path, so TypeScript does not look for types of the built file.
const built = '../functions/lib/email/render.js';
const { renderEmail } = (await import(built)) as { renderEmail: typeof RenderEmail };
const out = 'docs/screenshots/email';
mkdirSync(out, { recursive: true });
for (const [name, props] of Object.entries(samples)) {
  const email = await renderEmail(name, props, {
    appUrl: 'http://127.0.0.1:5173',
    unsubscribeUrl:
      name === 'payment-received' || name === 'invitation'
        ? undefined
        : 'http://127.0.0.1:5173/api/unsubscribe?token=sample',
  });
  writeFileSync(`${out}/${name}.html`, email.html);
  writeFileSync(`${out}/${name}.txt`, `Subject: ${email.subject}\n\n${email.text}`);
  console.log(`${name}: ${email.subject}`);
}
