// Questions on the plan (docs/plan-questions.md), end to end: Ana asks about the transfer and
// says the trek looks good; the planner the trip is assigned to hears of it once, answers it from
// "Open questions" and marks it resolved; Ana hears once and sees the answer under the item; Ben,
// on a phone, sees only that a question was asked and answered. The trip, its people and version
// 1 are written straight to the emulators: the journey is about the questions, not the plan.
import { getAuth } from 'firebase-admin/auth';
import { EMPTY_ITEM_FIELDS, type DiffableItem } from '@domain/plan';
import { test, expect, logIn } from './support/fixtures';
import { adminApp } from './support/admin';
import { EMAIL_JOURNEY_TIMEOUT_MS, emailsTo, waitForEmail } from './support/inbox';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectNoHorizontalScroll } from './pages/layout';
import { YourPlanPanel } from './pages/plan-pages';
import { ItemQuestions, OpenQuestionsPage } from './pages/question-pages';
import { PLAN_TRIP_PASSWORD, tripWithPublishedPlan } from './support/plan-trip';
import { VIEWPORTS } from './support/page-tour';
import { isoDayFromNow } from '../../scripts/seed';
import { DEMO_PASSWORD, DEMO_USERS } from '../../scripts/demo-data';

test.describe.configure({ timeout: EMAIL_JOURNEY_TIMEOUT_MS });

const TRANSFER = 'Private transfer to Ubud';
const TREK = 'Sunrise trek';
const QUESTION = 'Is the airport transfer included, even if my flight lands late?';
const ANSWER = 'Yes: the driver follows your flight and waits.';

test('a traveler asks, the planner answers from the workspace, the group sees only that it was answered', async ({
  page,
  openPage,
}) => {
  const planner = await getAuth(adminApp()).getUserByEmail(DEMO_USERS.planner.email);
  const at = (days: number, time: string) => ({ at: `${isoDayFromNow(days)}T${time}`, zone: 'Asia/Makassar' });
  const items: DiffableItem[] = [
    { ...EMPTY_ITEM_FIELDS, id: 'transfer', kind: 'transport', title: TRANSFER, start: at(91, '23:45'), order: 1 },
    { ...EMPTY_ITEM_FIELDS, id: 'trek', kind: 'activity', title: TREK, start: at(93, '02:30'), order: 2 },
  ];
  const { tripId, tripName, ana, ben } = await tripWithPublishedPlan('questions', items, {
    uid: planner.uid,
    email: DEMO_USERS.planner.email,
    firstName: 'Pat',
    lastName: 'Planner',
  });
  const transfer = new ItemQuestions(page, TRANSFER);
  const asked = new RegExp(`^New question on ${tripName}: ${TRANSFER}$`);
  const answered = new RegExp(`^Your question about ${TRANSFER} was answered$`);

  await test.step('Ana asks about the transfer and says the trek looks good', async () => {
    await page.goto('/login');
    await logIn(page, ana.email, PLAN_TRIP_PASSWORD);
    await expect(page).toHaveURL('/dashboard');
    await new YourPlanPanel(page).open(tripId);
    await transfer.ask(QUESTION);
    await expect(transfer.questions()).toContainText('Waiting for an answer from the planners.');
    const trek = new ItemQuestions(page, TREK);
    await trek.looksGood().click();
    await expect(trek.looksGood()).toHaveAttribute('aria-pressed', 'true');
    await expectNoSeriousA11yViolations(page, "Ana's plan with her question");
  });

  await test.step('the assigned planner hears of it, answers from Open questions and resolves it', async () => {
    const email = await waitForEmail(DEMO_USERS.planner.email, asked);
    expect(email.text).toContain(QUESTION);
    const plannerPage = await openPage();
    await plannerPage.goto('/login');
    await logIn(plannerPage, DEMO_USERS.planner.email, DEMO_PASSWORD);
    await expect(plannerPage).toHaveURL('/admin');
    const open = new OpenQuestionsPage(plannerPage);
    await open.openFromAdmin();
    await expect(open.card(tripName)).toContainText(TRANSFER);
    await expect(open.card(tripName)).toContainText(QUESTION);
    await expect(open.card(tripName)).toContainText('Your trip');
    await expectNoSeriousA11yViolations(plannerPage, 'Open questions');
    await open.answer(tripName, ANSWER);
    await open.resolve(tripName);
  });

  await test.step('Ana hears once and sees the answer under the item', async () => {
    const email = await waitForEmail(ana.email, answered);
    expect(email.text).toContain(ANSWER);
    await new YourPlanPanel(page).open(tripId);
    await expect(transfer.questions()).toContainText(`You asked: ${QUESTION}`);
    await expect(transfer.questions()).toContainText(ANSWER);
  });

  await test.step('Ben, on a phone, sees only that a question was asked and answered', async () => {
    const benPage = await openPage();
    await benPage.setViewportSize(VIEWPORTS.phone.viewport);
    await benPage.goto('/login');
    await logIn(benPage, ben.email, PLAN_TRIP_PASSWORD);
    await expect(benPage).toHaveURL('/dashboard');
    const plan = new YourPlanPanel(benPage);
    await plan.open(tripId);
    const benTransfer = new ItemQuestions(benPage, TRANSFER);
    await expect(benTransfer.questions()).toHaveText('A question was asked and answered.');
    await expect(plan.region()).not.toContainText(QUESTION);
    await expect(plan.region()).not.toContainText(ANSWER);
    await expect(new ItemQuestions(benPage, TREK).looksGood()).toHaveAttribute('aria-pressed', 'false');
    await expectNoHorizontalScroll(benPage);
    await expectNoSeriousA11yViolations(benPage, "Ben's plan (phone)");
  });

  await test.step('each email arrived once', async () => {
    expect((await emailsTo(DEMO_USERS.planner.email)).filter((e) => asked.test(e.subject))).toHaveLength(1);
    expect((await emailsTo(ana.email)).filter((e) => answered.test(e.subject))).toHaveLength(1);
    expect(await emailsTo(ben.email)).toHaveLength(0);
  });
});
