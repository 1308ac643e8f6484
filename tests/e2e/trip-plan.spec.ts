// The trip plan's loop (docs/trip-plan.md): a planner builds the plan in the editor with a flight
// for two of the three travelers and publishes it; each traveler sees their own items; the
// planner moves the flight and publishes version 2; the traveler sees what changed, takes the
// calendar along (the file and the subscription feed, parsed with ical.js) until they stop the
// link; every plan email arrives once. The trip and its people are written straight to the
// emulators: the journey is about the plan, not about paying or joining.
import { TZDate } from '@date-fns/tz';
import ICAL from 'ical.js';
import { test, expect, logIn } from './support/fixtures';
import { PLAN_TRIP_PASSWORD, readyTripOfThree } from './support/plan-trip';
import { EMAIL_JOURNEY_TIMEOUT_MS, emailsTo, waitForEmail } from './support/inbox';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectFunctionAnswered, hostedUrl, nextHostedCall } from './support/hosting';
import { expectNoHorizontalScroll } from './pages/layout';
import { PlanEditorPage, YourPlanPanel } from './pages/plan-pages';
import { VIEWPORTS } from './support/page-tour';
import { isoDayFromNow } from '../../scripts/seed';
import { DEMO_PASSWORD, DEMO_USERS } from '../../scripts/demo-data';

test.describe.configure({ timeout: EMAIL_JOURNEY_TIMEOUT_MS });

function parseCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
  const zones = calendar.getAllSubcomponents('vtimezone').map((c) => c.getFirstPropertyValue('tzid'));
  return { events, zones, byTitle: (title: string) => events.find((e) => e.summary === title)! };
}

async function feed(url: string): Promise<{ status: number; type: string; text: string }> {
  const res = await fetch(url);
  return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() };
}

test('planners publish the plan, each traveler sees and takes along their own, and follows version 2', async ({
  page,
  openPage,
}) => {
  const { tripId, tripName, olivia, ana, ben } = await readyTripOfThree('Plan');
  const [flightDay, arrivalDay, checkIn, checkOut] = [90, 92, 92, 94].map((n) => isoDayFromNow(n));
  const FLIGHT = 'Boston to Denpasar';
  const VILLA = 'Ubud villa';
  const editor = new PlanEditorPage(page);

  await test.step('the planner builds the draft, a flight for Olivia and Ana only, and publishes it', async () => {
    await page.goto('/login');
    await logIn(page, DEMO_USERS.planner.email, DEMO_PASSWORD);
    await expect(page).toHaveURL('/admin');
    await editor.open(tripId);
    await editor.addItem({
      kind: 'Flight',
      title: FLIGHT,
      start: { at: `${flightDay}T21:40`, zone: 'America/New_York' },
      end: { at: `${arrivalDay}T09:15`, zone: 'Asia/Makassar' },
      for: ['Olivia (organizer)', 'Ana Silva'],
      confirmation: 'QX7Z2P',
      perPerson: '845',
    });
    await editor.addItem({ kind: 'Lodging', title: VILLA, checkIn, checkOut, total: '1200' });
    await expect(editor.section().getByText('Olivia (organizer), Ana Silva')).toBeVisible();
    const published = nextHostedCall(page, 'publishPlan');
    await editor.publish(1);
    await expectFunctionAnswered(published);
    await expectNoSeriousA11yViolations(page, 'the plan editor');
  });

  const anaPage = await openPage();
  const plan = new YourPlanPanel(anaPage);
  let v1Feed = '';
  let feedUrl = '';
  await test.step('Ana sees her flight with its code, the villa, her total, and gets a calendar link', async () => {
    await anaPage.goto('/login');
    await logIn(anaPage, ana.email, PLAN_TRIP_PASSWORD);
    await expect(anaPage).toHaveURL('/dashboard');
    await plan.open(tripId);
    await expect(plan.itemTitles()).toHaveText([FLIGHT, VILLA]);
    await expect(plan.item(FLIGHT)).toContainText('Confirmation code: QX7Z2P');
    await expect(plan.item(FLIGHT)).toContainText('For: Olivia Park, Ana Silva');
    await expect(plan.item(VILLA)).toContainText('2 nights');
    // $845 for her flight and a third of the villa's $1,200.
    await expect(plan.region().getByText(/^Your total:/)).toContainText('$1,245.00');
    const link = await plan.getCalendarLink();
    expect(link.webcal).toBe(link.https.replace(/^http:/, 'webcal:'));
    feedUrl = link.https;
    // Through Hosting's rewrite, as a calendar app subscribed to the link fetches it.
    expect(feedUrl.startsWith(`${hostedUrl('planCalendarFeed')}?token=`), feedUrl).toBe(true);
    const first = await feed(feedUrl);
    expect(first.status).toBe(200);
    expect(first.type).toContain('text/calendar');
    v1Feed = first.text;
  });

  await test.step('Ben, on a phone, sees the villa and not the flight he is not on', async () => {
    const benPage = await openPage();
    await benPage.setViewportSize(VIEWPORTS.phone.viewport);
    await benPage.goto('/login');
    await logIn(benPage, ben.email, PLAN_TRIP_PASSWORD);
    await expect(benPage).toHaveURL('/dashboard');
    const benPlan = new YourPlanPanel(benPage);
    await benPlan.open(tripId);
    await expect(benPlan.itemTitles()).toHaveText([VILLA]);
    await expect(benPlan.region()).not.toContainText('QX7Z2P');
    await expectNoHorizontalScroll(benPage);
    await expectNoSeriousA11yViolations(benPage, "Ben's plan (phone)");
  });

  await test.step('the planner moves the flight and publishes version 2', async () => {
    await editor.editItem(FLIGHT, { start: { at: `${flightDay}T23:05`, zone: 'America/New_York' } });
    await editor.publish(2);
  });

  await test.step('Ana sees what changed, marked on the flight', async () => {
    await plan.open(tripId);
    await expect(plan.region().getByText('Version 2')).toBeVisible();
    await expect(plan.whatChanged()).toContainText(`Changed time: ${FLIGHT}`);
    await expect(plan.item(FLIGHT)).toContainText('Changed');
    await expect(plan.item(VILLA)).not.toContainText('Changed');
    await expectNoSeriousA11yViolations(anaPage, "Ana's plan, version 2");
  });

  await test.step('the calendar file: zones, all-day lodging, the same UIDs as version 1', async () => {
    const file = await plan.addToCalendar();
    expect(file.name).toMatch(/\.ics$/);
    const v2 = parseCalendar(file.text);
    const v1 = parseCalendar(v1Feed);
    expect(v2.events.map((e) => e.summary).sort()).toEqual([FLIGHT, VILLA]);
    expect(v2.events.map((e) => e.uid).sort()).toEqual(v1.events.map((e) => e.uid).sort());

    const flight = v2.byTitle(FLIGHT);
    expect(v2.zones).toContain('America/New_York');
    expect(flight.component.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('America/New_York');
    const [y, m, d] = flightDay.split('-').map(Number);
    expect(flight.startDate.toJSDate().getTime()).toBe(new TZDate(y, m - 1, d, 23, 5, 'America/New_York').getTime());
    expect(v1.byTitle(FLIGHT).startDate.toJSDate().getTime()).toBe(
      new TZDate(y, m - 1, d, 21, 40, 'America/New_York').getTime(),
    );
    expect(flight.description).toContain('QX7Z2P');

    const villa = v2.byTitle(VILLA);
    expect(villa.startDate.isDate).toBe(true);
    expect(villa.startDate.toString()).toBe(checkIn);
    expect(villa.endDate.toString()).toBe(checkOut);
  });

  await test.step('the subscription follows version 2 until Ana stops the link', async () => {
    const now = parseCalendar((await feed(feedUrl)).text);
    expect(now.byTitle(FLIGHT).startDate.toString()).toBe(`${flightDay}T23:05:00`);
    await plan.stopCalendarLink();
    expect((await feed(feedUrl)).status).toBe(404);
  });

  await test.step('every plan email arrived once: version 1 to all three, version 2 to the two on the flight', async () => {
    const ready = new RegExp(`^Your plan is ready: ${tripName}$`);
    const changed = new RegExp(`^Your plan changed: ${tripName}$`);
    for (const person of [olivia, ana, ben]) await waitForEmail(person.email, ready);
    for (const person of [olivia, ana]) await waitForEmail(person.email, changed);
    // The plan's emails only (seeding the answers also told Olivia of them).
    const subjects = async (address: string) =>
      (await emailsTo(address))
        .map((email) => email.subject)
        .filter((subject) => subject.startsWith('Your plan'))
        .sort();
    expect(await subjects(olivia.email)).toEqual([`Your plan changed: ${tripName}`, `Your plan is ready: ${tripName}`]);
    expect(await subjects(ana.email)).toEqual([`Your plan changed: ${tripName}`, `Your plan is ready: ${tripName}`]);
    expect(await subjects(ben.email)).toEqual([`Your plan is ready: ${tripName}`]);
    const [anaChanged] = (await emailsTo(ana.email)).filter((email) => changed.test(email.subject));
    expect(anaChanged.text).toContain(`Changed time: ${FLIGHT}`);
    expect(anaChanged.text).not.toContain('QX7Z2P');
  });
});
