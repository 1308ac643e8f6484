// The trip on the device (docs/offline.md): a traveler opens their trip with a published plan
// once, the network goes, the page reloads from the service worker's app shell and the copy the
// app kept, with their own confirmation code and a notice of when it was saved; back online,
// signing out leaves nothing of the trip in IndexedDB, Cache Storage or local/session storage.
// The traveler's own context: offline, every read fails on purpose, which the hygiene fixture
// would count; hygiene is checked here for the online part instead.
import { EMPTY_ITEM_FIELDS, type DiffableItem } from '@domain/plan';
import type { Page } from '@playwright/test';
import { test, expect, logIn, watchHygiene } from './support/fixtures';
import { PLAN_TRIP_PASSWORD, tripWithPublishedPlan } from './support/plan-trip';
import { YourPlanPanel } from './pages/plan-pages';
import { isoDayFromNow } from '../../scripts/seed';

const FLIGHT = 'Lisbon to Denpasar';
const CODE = 'OFF7L1';

/** Everything the page's origin keeps: every IndexedDB record, cached URL and storage entry, as text. */
function deviceTraces(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const read = <T>(request: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    const found: string[] = [];
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await read(indexedDB.open(name));
      found.push(`db ${name}`);
      for (const store of Array.from(db.objectStoreNames)) {
        const records = await read(db.transaction(store).objectStore(store).getAll());
        found.push(JSON.stringify(records));
      }
      db.close();
    }
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        found.push(request.url, (await response?.text()) ?? '');
      }
    }
    for (const store of [localStorage, sessionStorage])
      for (let i = 0; i < store.length; i += 1) found.push(`${store.key(i)}=${store.getItem(store.key(i) ?? '')}`);
    return found.join('\n');
  });
}

test('a trip opened once shows its plan offline, and sign-out leaves nothing of it on the device', async ({
  browser,
}) => {
  const items: DiffableItem[] = [
    {
      ...EMPTY_ITEM_FIELDS,
      id: 'flight',
      kind: 'flight',
      title: FLIGHT,
      start: { at: `${isoDayFromNow(90)}T10:05`, zone: 'Europe/Lisbon' },
      confirmation: CODE,
      order: 1,
    },
  ];
  const { tripId, tripName, ana } = await tripWithPublishedPlan('Offline', items, null);
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems = watchHygiene(page, []);
  const plan = new YourPlanPanel(page);

  await test.step('online, Ana opens her trip and sees her flight with its code', async () => {
    await page.goto('/login');
    await logIn(page, ana.email, PLAN_TRIP_PASSWORD);
    await expect(page).toHaveURL('/dashboard');
    await plan.open(tripId);
    await expect(plan.item(FLIGHT)).toContainText(`Confirmation code: ${CODE}`);
    // The app shell is precached once the service worker is active; the trip and plan copies
    // are written beside the reads (a few ms; 20 s is a failure on a loaded machine).
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await expect.poll(() => deviceTraces(page), { timeout: 20_000 }).toContain(CODE);
    expect(problems, 'browser hygiene while online').toEqual([]);
  });

  await test.step('offline, the page reloads with the plan, the code and when it was saved', async () => {
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: tripName })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(/^Offline: showing what this device saved at /)).toBeVisible();
    await expect(plan.item(FLIGHT)).toContainText(`Confirmation code: ${CODE}`, { timeout: 20_000 });
    await expect(plan.region().getByText(/need the network/)).toBeVisible();
  });

  await test.step('back online, signing out leaves nothing of the trip on the device', async () => {
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL('/');
    const traces = await deviceTraces(page);
    for (const secret of [tripId, tripName, CODE, FLIGHT, ana.email]) expect(traces).not.toContain(secret);
  });
  await context.close();
});
