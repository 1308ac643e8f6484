// Deciding together on the plan (docs/decide-together.md), end to end: a planner makes the hotel
// a choice with a deadline and asks who is in for the day trip; Ana votes, Ben votes on a phone
// and says out of the day trip, which leaves his plan, total and calendar; the deadline reminder
// (its job run with a clock set a day before the deadline) reaches only Olivia, who has not
// answered; Olivia, the organizer, confirms; the hotel is an ordinary item of version 2 and of
// the calendar feed; every email arrives once. The trip, its people and version 1 are written
// straight to the emulators: the journey is about choosing, not about building the plan.
import ICAL from 'ical.js';
import { EMPTY_ITEM_FIELDS, localAtOf, type DiffableItem } from '@domain/plan';
import { deadlineInstant } from '@domain/plan-choices';
import { test, expect, logIn } from './support/fixtures';
import { PROJECT_ID } from '../../scripts/local-endpoints.mjs';
import { EMAIL_JOURNEY_TIMEOUT_MS, emailsTo, waitForEmail } from './support/inbox';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectFunctionAnswered, hostedUrl, nextHostedCall } from './support/hosting';
import { expectNoHorizontalScroll } from './pages/layout';
import { ChoiceEditorPage, ChoicePanel } from './pages/choice-pages';
import { FIRST_FUNCTION_CALL_MS } from './pages/trip-pages';
import { VIEWPORTS } from './support/page-tour';
import { isoDayFromNow } from '../../scripts/seed';
import { PLAN_TRIP_PASSWORD as PASSWORD, tripWithPublishedPlan } from './support/plan-trip';
import { DEMO_PASSWORD, DEMO_USERS } from '../../scripts/demo-data';

test.describe.configure({ timeout: EMAIL_JOURNEY_TIMEOUT_MS });

const BALI = 'Asia/Makassar';
const HOTEL = 'Hotel in Ubud (to be chosen)';
const DAY_TRIP = 'Mount Batur sunrise';
const QUESTION = 'Where we stay in Ubud';
const [LODGE, VILLA] = ['Jungle Lodge', 'Rice Terrace Villa'];

/** Olivia's ready trip with Ana and Ben, version 1 published: the hotel to choose and a day trip. */
async function tripWithPlan() {
  const items: DiffableItem[] = [
    {
      ...EMPTY_ITEM_FIELDS,
      id: 'hotel',
      kind: 'lodging',
      title: HOTEL,
      checkIn: isoDayFromNow(91),
      checkOut: isoDayFromNow(94),
      order: 1,
    },
    {
      ...EMPTY_ITEM_FIELDS,
      id: 'daytrip',
      kind: 'activity',
      title: DAY_TRIP,
      start: { at: `${isoDayFromNow(92)}T03:00`, zone: BALI },
      price: { currency: 'USD', perPersonMinor: 6_500, totalMinor: null },
      order: 2,
    },
  ];
  return tripWithPublishedPlan('Choices', items, null);
}

const eventTitles = (ics: string) =>
  new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent').map((c) => new ICAL.Event(c).summary);

test('the group decides the hotel and who is in, the organizer confirms, the plan and calendars follow', async ({
  page,
  openPage,
}) => {
  const { tripId, tripName, olivia, ana, ben } = await tripWithPlan();
  // Two days ahead, 18:00 on Bali's clock: the trip's zone.
  const deadline = { at: `${localAtOf(Date.now() + 2 * 86_400_000, BALI).slice(0, 10)}T18:00`, zone: BALI };
  const deadlineMillis = deadlineInstant(deadline);

  await test.step('the planner makes the hotel a choice with a deadline, and asks who is in for the day trip', async () => {
    await page.goto('/login');
    await logIn(page, DEMO_USERS.planner.email, DEMO_PASSWORD);
    await expect(page).toHaveURL('/admin');
    const choices = new ChoiceEditorPage(page);
    await choices.editor.open(tripId);
    await choices.makeStayChoice(
      HOTEL,
      QUESTION,
      [
        { title: LODGE, checkIn: isoDayFromNow(91), checkOut: isoDayFromNow(94), perPerson: '420' },
        { title: VILLA, checkIn: isoDayFromNow(91), checkOut: isoDayFromNow(95), perPerson: '550' },
      ],
      deadline,
    );
    await choices.makeWhoIsIn(DAY_TRIP, deadline);
    await expect(choices.editor.section().getByText(/Who is in open until/)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the plan editor with choices');
  });

  await test.step('Ana sees the choice first, unanswered, and answers every option', async () => {
    const anaPage = await openPage();
    await anaPage.goto('/login');
    await logIn(anaPage, ana.email, PASSWORD);
    await expect(anaPage).toHaveURL('/dashboard');
    const panel = new ChoicePanel(anaPage);
    await panel.plan.open(tripId);
    await expect(panel.choice(QUESTION)).toContainText(/Your answer is needed by .* \(Asia\/Makassar\)\./);
    await panel.answer(QUESTION, { [LODGE]: 'Yes', [VILLA]: 'If need be' });
    await expect(panel.choice(QUESTION)).toContainText(`${LODGE}: Yes 1 · If need be 0 · No 0`);
    await panel.say(DAY_TRIP, 'In');
  });

  await test.step('Ben, on a phone, votes and says out of the day trip: it leaves his plan and total', async () => {
    const benPage = await openPage();
    await benPage.setViewportSize(VIEWPORTS.phone.viewport);
    await benPage.goto('/login');
    await logIn(benPage, ben.email, PASSWORD);
    await expect(benPage).toHaveURL('/dashboard');
    const panel = new ChoicePanel(benPage);
    await panel.plan.open(tripId);
    await expect(panel.plan.item(DAY_TRIP)).toBeVisible();
    await expect(panel.plan.region().getByText(/^Your total:/)).toContainText('$65.00');
    await panel.answer(QUESTION, { [LODGE]: 'No', [VILLA]: 'Yes' });
    // Everyone sees who answered what.
    await expect(panel.choice(QUESTION)).toContainText(`Ana Silva: ${LODGE} Yes, ${VILLA} If need be`);
    await panel.say(DAY_TRIP, 'Out');
    await expect(panel.plan.item(DAY_TRIP)).toHaveCount(0);
    await expect(panel.plan.region().getByText(/^Your total:/)).toHaveCount(0);
    await expect(panel.choice(DAY_TRIP)).toContainText('Out: 1 (Ben Okafor)');
    await expectNoHorizontalScroll(benPage);
    await expectNoSeriousA11yViolations(benPage, 'Decide together (phone)');
    const download = await panel.plan.addToCalendar();
    expect(eventTitles(download.text)).toEqual([HOTEL]);
  });

  await test.step('a day before the deadline, the reminder reaches Olivia only, who has not answered', async () => {
    // The scheduled job's own body, with its clock set (npm start runs it every few minutes).
    process.env.GCLOUD_PROJECT ??= PROJECT_ID;
    const { runChoiceReminders } = await import('../../functions/src/plan/choices-notify');
    const functionsAdmin = await import('../../functions/src/http/firebase-admin');
    const at = new Date(deadlineMillis - 12 * 3_600_000);
    // Olivia answered neither the hotel nor the day trip: one reminder for each.
    expect(await runChoiceReminders(functionsAdmin.db(), functionsAdmin.adminAuth(), at)).toBe(2);
    expect(await runChoiceReminders(functionsAdmin.db(), functionsAdmin.adminAuth(), at)).toBe(0);
    const reminder = await waitForEmail(olivia.email, new RegExp(`: ${QUESTION}$`));
    expect(reminder.text).toContain(`${LODGE}, `);
    expect(reminder.text).toContain('(Asia/Makassar)');
  });

  let feedUrl = '';
  await test.step('Olivia, the organizer, confirms the villa: version 2 has it as an ordinary item', async () => {
    const oliviaPage = await openPage();
    await oliviaPage.goto('/login');
    await logIn(oliviaPage, olivia.email, PASSWORD);
    await expect(oliviaPage).toHaveURL('/dashboard');
    const panel = new ChoicePanel(oliviaPage);
    await panel.plan.open(tripId);
    feedUrl = (await panel.plan.getCalendarLink()).https;
    expect(feedUrl.startsWith(`${hostedUrl('planCalendarFeed')}?token=`), feedUrl).toBe(true);
    const confirmed = nextHostedCall(oliviaPage, 'confirmChoice');
    await panel.confirm(QUESTION, VILLA);
    await expectFunctionAnswered(confirmed);
    await expect(panel.plan.region().getByText('Version 2')).toBeVisible({ timeout: FIRST_FUNCTION_CALL_MS });
    await expect(panel.plan.item(VILLA)).toBeVisible();
    await expect(panel.plan.item(HOTEL)).toHaveCount(0);
    await expect(panel.choice(QUESTION)).toContainText(`Confirmed: ${VILLA}`);
    await expectNoSeriousA11yViolations(oliviaPage, 'a confirmed choice');
  });

  await test.step('the calendar feed has the confirmed villa, not the other option', async () => {
    const res = await fetch(feedUrl);
    expect(res.status).toBe(200);
    const titles = eventTitles(await res.text());
    expect(titles).toContain(VILLA);
    expect(titles).not.toContain(LODGE);
    expect(titles).not.toContain(HOTEL);
  });

  await test.step('every choice email arrived once', async () => {
    const decided = new RegExp(`^Decided: ${QUESTION} \\(${tripName}\\)$`);
    for (const person of [olivia, ana, ben]) await waitForEmail(person.email, decided);
    const count = async (address: string, subject: RegExp) =>
      (await emailsTo(address)).filter((email) => subject.test(email.subject)).length;
    const reminder = new RegExp(`^Your answer is needed by .*: ${QUESTION}$`);
    for (const person of [olivia, ana, ben]) expect(await count(person.email, decided)).toBe(1);
    expect(await count(olivia.email, reminder)).toBe(1);
    expect(await count(ana.email, reminder)).toBe(0);
    expect(await count(ben.email, reminder)).toBe(0);
  });
});
