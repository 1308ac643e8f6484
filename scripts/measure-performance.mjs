// `npm run perf`: builds for production, reports each route's initial JS and CSS (gzip, from
// the build manifest via scripts/bundle-sizes.mjs), runs Lighthouse (mobile preset, 3 runs,
// median) in the system Chromium against `vite preview` of that build talking to the
// emulators with the demo data, and writes everything to docs/performance.md.
//
// Uses the fixed emulator ports (scripts/local-endpoints.mjs) and the preview port: on a machine
// shared with others, run it under their lock (`flock /tmp/tripwise-emulators.lock npm run perf`).
// Outside the emulators it restarts itself inside `firebase emulators:exec`.
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, freemem, totalmem, tmpdir, type as osType, release } from 'node:os';
import { join } from 'node:path';
import { BUDGETS, buildProduction, checkBudgets, kib, measureBundles, ROUTES } from './bundle-sizes.mjs';
import { firestoreEmulatorEnv } from './emulator-env.mjs';
import { firebaseBin, PROJECT_ID, root, run } from './prepare.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH as CHROMIUM } from './chromium.mjs';
import { firestoreClearUrl, FIRESTORE_EMULATOR_HOST, HOST, PORTS } from './local-endpoints.mjs';
import { startService, waitForUrl } from './processes.mjs';

const PREVIEW = `http://${HOST}:${PORTS.preview}`;
const RUNS = 3;
// Same flags as the browser tests (scripts/chromium.mjs), headless.
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];
const DEMO = { email: 'ana@example.com', password: 'tripwise-demo' };
// The signed-in accounts: the demo organizer, and the planner of the large data set
// (scripts/large-data.ts: 1,000 trips, one with 100 answers) for the admin pages.
const ACCOUNTS = {
  organizer: { ...DEMO, label: 'organizer', ready: (page) => page.getByText('Summer in Japan').first().waitFor() },
  planner: {
    email: 'priya.large@tripwise.example',
    password: 'tripwise-demo',
    label: 'planner (1,000 trips)',
    // The dashboard greets the planner by the profile's name (the navbar may be a closed menu here).
    ready: (page) => page.getByText('Priya Shah').first().waitFor(),
  },
};
const accountOf = (route) => ACCOUNTS[route.account ?? 'organizer'];
const dist = join(root, 'dist');

if (!process.env.FIRESTORE_EMULATOR_HOST) {
  run(
    `${firebaseBin} emulators:exec --only auth,firestore --project ${PROJECT_ID} "node scripts/measure-performance.mjs"`,
    {
      env: { ...process.env, ...firestoreEmulatorEnv() },
    },
  );
  process.exit(0);
}

/** Fresh demo data: clear Firestore, then the seed script (accounts, trips, responses). */
function seedDemoData() {
  execSync(`curl -sf -X DELETE "${firestoreClearUrl(PROJECT_ID, process.env.FIRESTORE_EMULATOR_HOST)}"`);
  run('node --import tsx scripts/seed.ts');
  run('node --import tsx scripts/seed-large.ts');
}

function startPreview() {
  const vite = join(root, 'node_modules', '.bin', 'vite');
  startService('preview', vite, ['preview', '--clearScreen', 'false'], { cwd: root, quiet: true });
  return waitForUrl(PREVIEW, 'vite preview', 60_000);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Signs `account` in on the Chrome at `port` (Firebase keeps the session in localStorage). */
async function signIn(port, account) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.connectOverCDP(`http://${HOST}:${port}`);
  const page = await browser.contexts()[0].newPage();
  await page.goto(`${PREVIEW}/login`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(`${PREVIEW}/dashboard`);
  await account.ready(page);
  await page.close();
  await browser.close(); // connected over CDP: disconnects, Chrome keeps running
}

/**
 * Lighthouse's default storage reset (kept on) clears the HTTP cache, service workers and
 * cache storage before every run, so each run is a cold load, but not localStorage, where
 * the signed-in session lives.
 */
async function lighthouseRuns(port, route) {
  const { default: lighthouse } = await import('lighthouse');
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) {
    const result = await lighthouse(`${PREVIEW}${route.url}`, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${route.url}: ${lhr.runtimeError.message}`);
    runs.push(lhr);
  }
  return runs;
}

/** Proof a signed-in run really was signed in: it stayed on its URL and read Firestore. */
function assertSignedIn(route, lhr) {
  const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
  const readFirestore = (lhr.audits['network-requests'].details?.items ?? []).some((item) =>
    item.url.startsWith(`http://${FIRESTORE_EMULATOR_HOST}/`),
  );
  if (finalPath !== route.url || !readFirestore)
    throw new Error(
      `${route.url} was not measured signed in (ended on ${finalPath}, Firestore requests: ${readFirestore})`,
    );
}

function summarize(route, runs) {
  const score = (lhr, category) => Math.round(lhr.categories[category].score * 100);
  const metric = (id) => median(runs.map((lhr) => lhr.audits[id].numericValue));
  const failing = new Set();
  for (const lhr of runs) {
    for (const ref of lhr.categories.accessibility.auditRefs)
      if (ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1) failing.add(ref.id);
  }
  return {
    route: route.route,
    url: route.url,
    signedIn: route.signedIn ? accountOf(route).label : null,
    performance: median(runs.map((lhr) => score(lhr, 'performance'))),
    performanceRuns: runs.map((lhr) => score(lhr, 'performance')),
    accessibility: median(runs.map((lhr) => score(lhr, 'accessibility'))),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    failingA11y: [...failing],
    // What to look at when a page is slow: the LCP element and what moved, per the median-ish first run.
    lcpElement:
      runs[0].audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
    shifted: (runs[0].audits['layout-shifts']?.details?.items ?? [])
      .map((item) => `${item.node?.snippet ?? '?'} (${item.score.toFixed(3)})`)
      .slice(0, 3),
    opportunities: Object.values(runs[0].audits)
      .filter(
        (audit) =>
          audit.details?.type === 'opportunity' &&
          (audit.metricSavings?.LCP ?? 0) + (audit.metricSavings?.FCP ?? 0) > 0,
      )
      .map((audit) => audit.id),
    userAgent: runs[0].environment.hostUserAgent,
    benchmarkIndex: runs[0].environment.benchmarkIndex,
  };
}

async function measureWithChrome(routes, { signedIn, account }) {
  const { launch } = await import('chrome-launcher');
  const userDataDir = mkdtempSync(join(tmpdir(), 'tripwise-lh-'));
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, userDataDir });
  try {
    if (signedIn) await signIn(chrome.port, account);
    const results = [];
    for (const route of routes) {
      console.log(`lighthouse ${route.url} (${signedIn ? 'signed in' : 'signed out'}), ${RUNS} runs`);
      const runs = await lighthouseRuns(chrome.port, route);
      if (signedIn) runs.forEach((lhr) => assertSignedIn(route, lhr));
      results.push(summarize(route, runs));
    }
    return results;
  } finally {
    await chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

const ms = (value) => `${(value / 1000).toFixed(2)} s`;

function goalsFor(result) {
  if (result.route === '/') return { performance: 95, accessibility: 100 };
  // The planner workspace's goal (issue 18): performance ≥ 90 and accessibility 100.
  if (result.route.startsWith('/admin')) return { performance: 90, accessibility: 100 };
  return { performance: 90, accessibility: 95 };
}

function renderReport({ sizes, budgets, lighthouse, startedAt, chromeVersion }) {
  const routeRow = (r) => `| \`${r.route}\` | ${kib(r.jsGzip)} | ${kib(r.cssGzip)} | ${r.jsFiles.length} |`;
  const lhRow = (r) => {
    const goal = goalsFor(r);
    const ok = r.performance >= goal.performance && r.accessibility >= goal.accessibility ? 'yes' : '**no**';
    return `| \`${r.url}\` | ${r.signedIn ?? '—'} | **${r.performance}** (${r.performanceRuns.join(', ')}) | **${r.accessibility}** | ${ms(r.fcp)} | ${ms(r.lcp)} | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ≥ ${goal.performance} / ${goal.accessibility}: ${ok} |`;
  };
  const notes = lighthouse.map((r) => {
    const parts = [
      r.lcpElement ? `LCP element \`${r.lcpElement}\`` : '',
      r.shifted.length ? `layout shifts: ${r.shifted.map((s) => `\`${s}\``).join(', ')}` : '',
      r.failingA11y.length ? `accessibility audits not passed: ${r.failingA11y.join(', ')}` : '',
      r.opportunities.length ? `opportunities: ${r.opportunities.join(', ')}` : '',
    ];
    return `- \`${r.url}\`: ${parts.filter(Boolean).join('; ')}`;
  });
  const cpu = cpus();
  return `# Performance

Generated by \`npm run perf\` (scripts/measure-performance.mjs) on ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC.
All figures below come from that one run; rerun the command to refresh them.

**Machine**: ${osType()} ${release()}, ${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM (${(freemem() / 2 ** 30).toFixed(1)} GiB free at the end),
Node ${process.version}, ${chromeVersion}, Lighthouse benchmark index ${Math.round(lighthouse[0]?.benchmarkIndex ?? 0)}.
A shared build machine: other jobs may run at the same time, so Lighthouse timings move between runs.

## Budgets — byte sizes, checked in CI

| budget | measured | |
|---|---|---|
${budgets.map(([name, ok, detail]) => `| ${name} | ${detail} | ${ok ? 'met' : '**not met**'} |`).join('\n')}

\`node scripts/check-bundle-budgets.mjs\` (a stage of \`npm test\`) fails the build when one is not met.
How the dashboard came back under 160 KiB, and what was tried: docs/bundle-budget.md.
The CSS budget applies to the **total** of every stylesheet the app ships (${kib(sizes.totalCss)} now),
which also bounds what any one route loads; the per-route initial CSS is in the next table.

## Initial JS and CSS per route (gzip, production build)

| route | initial JS | initial CSS | JS chunks |
|---|---|---|---|
${sizes.routes.map(routeRow).join('\n')}

*Initial* = the entry chunk and its static imports, plus on a light route (landing, legal
pages; src/config/light-routes.ts; for a visitor without a stored session) the light shell
chunk; on every other route the full app chunk (router, layout, route table), the route's lazy
page chunk (src/app/routes.tsx) and the auth API chunk with the Firebase SDK, each with its
static imports: what the entry and the auth provider import at once there (docs/routing.md
"What it costs"). CSS = the stylesheets attached to those chunks.
Read from Vite's build manifest (\`dist/.vite/manifest.json\`) by scripts/bundle-sizes.mjs, the
same code the CI check uses; gzip at Node's default level.

## Lighthouse (mobile preset, median of ${RUNS} runs)

| page | signed in | performance (runs) | accessibility | FCP | LCP | TBT | CLS | goal met |
|---|---|---|---|---|---|---|---|---|
${lighthouse.map(lhRow).join('\n')}

Goals: landing performance ≥ 95 and accessibility 100; the planner workspace (\`/admin\`, the
100-answer \`/admin/responses/{id}\`) performance ≥ 90 and accessibility 100; other pages
performance ≥ 90 and accessibility ≥ 95. Lighthouse is reported here, not gated in CI (too noisy on shared machines).

Diagnostics from the first run of each page:

${notes.join('\n')}

### Method

- \`vite build\` (production), served by \`vite preview\` on 127.0.0.1:4173; the build talks to the
  Auth and Firestore emulators (started by \`firebase emulators:exec\`), seeded with the demo data
  (scripts/seed.ts) right before measuring. A \`demo-\` project build connects to the emulators
  (src/config/env.ts); a build for a real project never does unless \`VITE_USE_EMULATORS=true\`.
- Lighthouse through its Node API, default (mobile) configuration: simulated
  slow 4G and 4× CPU slowdown, Moto G Power viewport; categories performance and accessibility.
  System Chromium (\`/usr/bin/chromium\`, headless) started by chrome-launcher, no network
  beyond 127.0.0.1.
- ${RUNS} runs per page; the table shows the median of each figure (the three performance scores in brackets).
  Every run is a cold load: Lighthouse clears the HTTP cache before each run.
- Signed-out pages (\`/\`, \`/login\`, \`/signup\`) in a fresh Chrome profile. Signed-in pages in a
  second profile where the demo organizer (${DEMO.email}) first logged in through the real login
  form (Playwright over the DevTools protocol). Firebase keeps that session in localStorage,
  which Lighthouse's storage reset leaves alone; each signed-in run is checked to have stayed
  on its URL and read Firestore, so none was measured signed out by mistake.
- The admin pages in a third profile, signed in as the planner of the large data set
  (\`npm run seed:large\`, scripts/large-data.ts, seeded after the demo data): \`/admin\` lists
  the first 25 of about 600 ready trips with the counts of 1,000, and the responses page shows
  the trip with 100 answers.

## Firestore reads per dashboard load

\`tests/reads/dashboard-reads.test.ts\` (vitest project \`reads\`, run by \`npm test\` inside the
emulators) runs the dashboard's own loading code (\`loadDashboard\` in
src/features/dashboard/api/dashboard-api.ts, with the app's src/lib/firebase.ts) in Node against
the emulators as a signed-in user with 1, 5 and 20 trips (own trips the user also joined, plus
others' trips the user joined, plus a trip that is none of theirs). The Firestore emulator has
no per-request read counter to query, so the test counts through a thin layer over the SDK
(tests/reads/firestore-reads.ts): a document get is 1 read; a query is 1 read per document
returned, or 1 when it returns none (Firestore's billing rules). Result: profile 1 + own trips
+ others' joined trips, i.e. **3 calls and at most 3 + trips shown reads** for every size; the
test asserts both. The security rules the dashboard's queries meet use no \`get()\`, so they add
no reads.

## Firestore reads of the planner workspace (1,000 trips)

\`tests/reads/planner-reads.test.ts\` seeds the large data set (scripts/large-data.ts) and runs the
admin pages' own loading code (src/features/admin/api/admin-api.ts) as its planner, counted the
same way (a \`count()\` aggregation bills 1 read per 1,000 index entries counted). It asserts:
the first \`/admin\` page reads **25 trip documents plus 3 counts** (1 read each at this size);
"Load more" reads **the next 25** (a \`startAfter\` cursor, nothing before it); the booked and
finished lists and "Mine" page the same way; the responses page of the trip with 100 answers
reads **1 + 100 + 3 = 104** documents (the newest three planner notes come with it, earlier ones
only when asked for); and the dashboard of
the user in 50 trips stays at **3 calls and at most 3 + 50 reads**.

## Serving (firebase.json hosting)

- \`/assets/**\` (file names carry a content hash): \`Cache-Control: public, max-age=31536000, immutable\`.
- Everything else, including \`index.html\` served for every SPA path by the \`**\` rewrite:
  \`no-cache\`, so a deploy is seen at once. Hosting matches header rules against the requested
  path (not the rewrite target) and a later matching rule overrides an earlier one, hence \`**\`
  first and \`/assets/**\` last (checked with superstatic, the Hosting emulator's server).
- Compression: Firebase Hosting serves gzip or Brotli by itself according to \`Accept-Encoding\`;
  nothing to configure.
- Stale chunks after a deploy: a tab opened before it asks for chunk names that no longer exist;
  src/app/stale-chunk-reload.ts reloads the page once (a sessionStorage flag prevents loops) when
  a lazy route import fails or Vite reports \`vite:preloadError\`.
`;
}

async function main() {
  const startedAt = new Date();
  buildProduction(root);
  const sizes = measureBundles(dist);
  const budgets = checkBudgets(dist, sizes);
  for (const r of sizes.routes) console.log(`${r.route.padEnd(16)} JS ${kib(r.jsGzip)}  CSS ${kib(r.cssGzip)}`);
  for (const [name, ok, detail] of budgets) console.log(`${ok ? '✔' : '✖'} ${name}: ${detail}`);

  seedDemoData();
  await startPreview();
  const chromeVersion = execSync(`${CHROMIUM} --version`).toString().trim();
  const lighthouse = [
    ...(await measureWithChrome(
      ROUTES.filter((r) => !r.signedIn),
      { signedIn: false },
    )),
    ...(await measureWithChrome(
      ROUTES.filter((r) => r.signedIn && !r.account),
      { signedIn: true, account: ACCOUNTS.organizer },
    )),
    ...(await measureWithChrome(
      ROUTES.filter((r) => r.account === 'planner'),
      { signedIn: true, account: ACCOUNTS.planner },
    )),
  ];
  for (const r of lighthouse)
    console.log(
      `${r.url.padEnd(32)} performance ${r.performance} (${r.performanceRuns.join(', ')})  accessibility ${r.accessibility}`,
    );
  writeFileSync(
    join(root, 'docs', 'performance.md'),
    renderReport({ sizes, budgets, lighthouse, startedAt, chromeVersion }),
  );
  console.log('wrote docs/performance.md');
  if (budgets.some(([, ok]) => !ok))
    console.log(`byte budgets not met (limits: ${Object.values(BUDGETS).map(kib).join(', ')})`);
}

try {
  await main();
  process.exit(0);
} catch (error) {
  console.error(error);
  process.exit(1);
}
