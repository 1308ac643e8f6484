// `npm run perf`: builds for production, reports each route's initial JS and CSS (gzip, from
// the build manifest via scripts/bundle-sizes.mjs), runs Lighthouse (mobile preset, cold cache,
// at least 3 runs, median and spread) in the system Chromium against `vite preview` of that
// build talking to the emulators with the demo data, and writes the figures to
// reports/performance.md and .json, beside the baseline's when there is one
// (`npm run perf -- --baseline` writes reports/performance-before.*;
// `npm run perf -- --only=/dashboard/` measures only the pages whose URL contains one of the
// comma-separated parts and writes reports/performance-selected.*). docs/performance.md
// explains them.
//
// Uses the fixed emulator ports (scripts/local-endpoints.mjs) and the preview port: on a machine
// shared with others, run it under their lock (`flock /tmp/tripwise-emulators.lock npm run perf`).
// Outside the emulators it restarts itself inside `firebase emulators:exec`.
import { execSync } from 'node:child_process';
import { get as httpsGet } from 'node:https';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, freemem, loadavg, totalmem, tmpdir, type as osType, release } from 'node:os';
import { join, resolve } from 'node:path';
import { BUDGETS, buildProduction, checkBudgets, KIB, kib, measureBundles, ROUTES } from './bundle-sizes.mjs';
import { firestoreEmulatorEnv } from './emulator-env.mjs';
import { firebaseBin, PROJECT_ID, root, run } from './prepare.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH as CHROMIUM } from './chromium.mjs';
import { startCompressingProxy } from './compressing-proxy.mjs';
import { firestoreClearUrl, HOST, PORTS } from './local-endpoints.mjs';
import { startService } from './processes.mjs';

// Over HTTP/2 and TLS, as Hosting serves the app: over HTTP/1.1 a browser opens at most six
// connections to the preview and Lighthouse's simulated slow 4G queues the route's 20-odd chunks
// on them, a cost production never pays (docs/performance.md).
const PREVIEW = `https://${HOST}:${PORTS.preview}`;
const TLS_DIR = join(root, '.cache', 'perf-tls');
// At least 3 (the median of 3 and its spread); more with PERF_RUNS on a quiet machine.
const RUNS = Math.max(3, Number(process.env.PERF_RUNS ?? 3));
// PERF_KEEP_RUNS=<folder>: also write every run's whole Lighthouse result there, to read a
// page's trace-based diagnostics (request chains, LCP breakdown, main-thread tasks).
const KEEP_RUNS = process.env.PERF_KEEP_RUNS ? resolve(process.env.PERF_KEEP_RUNS) : null;
if (KEEP_RUNS) mkdirSync(KEEP_RUNS, { recursive: true });
// Same flags as the browser tests (scripts/chromium.mjs), headless.
// The preview's certificate is made here and trusted by nobody else.
const CHROME_FLAGS = ['--headless=new', '--ignore-certificate-errors', ...CHROMIUM_FLAGS];
const DEMO = { email: 'ana@example.com', password: 'tripwise-demo' };
// The signed-in accounts: the demo organizer, the planner of the large data set
// (scripts/large-data.ts: 1,000 trips, one with 100 answers) for the admin pages, and the member
// of its trip with the published 40-item plan (scripts/large-plan.ts).
const ACCOUNTS = {
  organizer: {
    ...DEMO,
    label: 'organizer',
    landsOn: '/dashboard',
    ready: (page) => page.getByText('Summer in Japan').first().waitFor({ timeout: 120_000 }),
  },
  planner: {
    email: 'priya.large@tripwise.example',
    password: 'tripwise-demo',
    label: 'planner (1,000 trips)',
    // Planners land on their workspace (docs/trip-lifecycle.md), which lists the ready trips.
    landsOn: '/admin',
    ready: (page) => page.getByRole('heading', { name: 'Trips Ready to Plan' }).waitFor({ timeout: 120_000 }),
  },
  member: {
    email: 'milo.large@tripwise.example',
    password: 'tripwise-demo',
    label: 'member (40-item plan)',
    landsOn: '/dashboard',
    ready: (page) => page.getByText('Lisbon and Porto Grand Tour').first().waitFor({ timeout: 120_000 }),
  },
};
const accountOf = (route) => ACCOUNTS[route.account ?? 'organizer'];
const dist = join(root, 'dist');
const reports = join(root, 'reports');

// `--report` only writes the Markdown reports again from the JSON ones (no build, no emulators).
const reportOnly = process.argv.includes('--report');
// `--only=part,part`: the pages whose URL contains one of the parts (a quicker, partial report).
const only =
  process.argv
    .find((arg) => arg.startsWith('--only='))
    ?.slice('--only='.length)
    .split(',')
    .filter(Boolean) ?? null;
const MEASURED = only ? ROUTES.filter((route) => only.some((part) => route.url.includes(part))) : ROUTES;
if (only && MEASURED.length === 0) throw new Error(`--only=${only.join(',')} matches no page of ROUTES`);
if (only && process.argv.includes('--baseline')) throw new Error('a baseline measures every page: drop --only');

if (!reportOnly && !process.env.FIRESTORE_EMULATOR_HOST) {
  run(
    `${firebaseBin} emulators:exec --only auth,firestore --project ${PROJECT_ID} "node scripts/measure-performance.mjs ${process.argv.slice(2).join(' ')}"`,
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

/** A self-signed certificate for 127.0.0.1, made once into .cache/perf-tls. */
function localCertificate() {
  if (existsSync(join(TLS_DIR, 'cert.pem'))) return TLS_DIR;
  mkdirSync(TLS_DIR, { recursive: true });
  execSync(
    `openssl req -x509 -newkey rsa:2048 -nodes -days 3650 -subj "/CN=${HOST}" -addext "subjectAltName=IP:${HOST}" -keyout key.pem -out cert.pem`,
    { cwd: TLS_DIR, stdio: 'ignore' },
  );
  return TLS_DIR;
}

async function startPreview() {
  const vite = join(root, 'node_modules', '.bin', 'vite');
  startService('preview', vite, ['preview', '--clearScreen', 'false'], {
    cwd: root,
    quiet: true,
    env: { ...process.env, PREVIEW_TLS_DIR: localCertificate() },
  });
  const deadline = Date.now() + 60_000;
  while (!(await answers(PREVIEW))) {
    if (Date.now() > deadline) throw new Error(`vite preview did not start within 60 s (${PREVIEW})`);
    await new Promise((done) => setTimeout(done, 250));
  }
}

/** Whether `url` answers over TLS (Node's fetch would refuse the local certificate). */
function answers(url) {
  return new Promise((done) => {
    const request = httpsGet(url, { rejectUnauthorized: false }, (response) => {
      response.resume();
      done(response.statusCode < 500);
    });
    request.on('error', () => done(false));
  });
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
  // Generous: on a busy shared machine the first signed-in load can take far longer than usual.
  await page.waitForURL(`${PREVIEW}${account.landsOn}`, { timeout: 180_000 });
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
    if (KEEP_RUNS) {
      const name = `${route.url.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}-${i + 1}.json`;
      writeFileSync(join(KEEP_RUNS, name), JSON.stringify(lhr));
    }
  }
  return runs;
}

/** Proof a signed-in run really was signed in: it stayed on its URL and read Firestore. */
function assertSignedIn(route, lhr) {
  const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
  const readFirestore = (lhr.audits['network-requests'].details?.items ?? []).some((item) =>
    item.url.startsWith(`http://${HOST}:${PORTS.compressedFirestore}/`),
  );
  if (finalPath !== route.url || !readFirestore)
    throw new Error(
      `${route.url} was not measured signed in (ended on ${finalPath}, Firestore requests: ${readFirestore})`,
    );
}

const score = (lhr, category) => Math.round(lhr.categories[category].score * 100);

/** One run's figures, as the JSON report keeps them. */
function runFigures(lhr) {
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    fcp: lhr.audits['first-contentful-paint'].numericValue,
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    si: lhr.audits['speed-index'].numericValue,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

function summarize(route, runs) {
  const figures = runs.map(runFigures);
  const failing = new Set();
  for (const lhr of runs) {
    for (const ref of lhr.categories.accessibility.auditRefs)
      if (ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1) failing.add(ref.id);
  }
  // The run with the median performance score: its diagnostics stand for the page.
  const middle =
    runs[figures.indexOf([...figures].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)])];
  return {
    route: route.route,
    url: route.url,
    note: route.note ?? null,
    signedIn: route.signedIn ? accountOf(route).label : null,
    runs: figures,
    failingA11y: [...failing],
    lcpElement:
      middle.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
    shifted: (middle.audits['layout-shifts']?.details?.items ?? [])
      .map((item) => `${item.node?.snippet ?? '?'} (${item.score.toFixed(3)})`)
      .slice(0, 3),
    opportunities: Object.values(middle.audits)
      .filter(
        (audit) =>
          audit.details?.type === 'opportunity' &&
          (audit.metricSavings?.LCP ?? 0) + (audit.metricSavings?.FCP ?? 0) > 0,
      )
      .map((audit) => audit.id),
  };
}

async function measureWithChrome(routes, { signedIn, account }) {
  if (routes.length === 0) return [];
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
const medianOf = (result, key) => median(result.runs.map((run) => run[key]));
const spread = (result, key) => {
  const values = result.runs.map((run) => run[key]);
  return Math.max(...values) - Math.min(...values);
};

/** Issue 31's goal for every page: mobile performance ≥ 95 and accessibility 100. */
const GOAL = { performance: 95, accessibility: 100 };
const pageName = (r) => `\`${r.url}\`${r.note ? ` (${r.note})` : ''}`;

function lighthouseTable(lighthouse) {
  const row = (r) => {
    const performance = medianOf(r, 'performance');
    const accessibility = medianOf(r, 'accessibility');
    const ok = performance >= GOAL.performance && accessibility >= GOAL.accessibility ? 'yes' : '**no**';
    const runs = r.runs.map((run) => run.performance).join(', ');
    return `| ${pageName(r)} | ${r.signedIn ?? '—'} | **${performance}** (${runs}; spread ${spread(r, 'performance')}) | **${accessibility}** | ${ms(medianOf(r, 'fcp'))} | ${ms(medianOf(r, 'lcp'))} (± ${ms(spread(r, 'lcp') / 2)}) | ${Math.round(medianOf(r, 'tbt'))} ms | ${medianOf(r, 'cls').toFixed(3)} | ${ok} |`;
  };
  return `| page | signed in | performance (runs; spread) | accessibility | FCP | LCP (± half spread) | TBT | CLS | ≥ ${GOAL.performance} / ${GOAL.accessibility} |
|---|---|---|---|---|---|---|---|---|
${lighthouse.map(row).join('\n')}`;
}

/** Before and after, page by page and route by route, when a baseline was saved. */
function comparison(before, after) {
  if (before === 'self') return 'This run is the baseline: later runs of `npm run perf` compare with it.';
  if (!before) return 'No baseline saved (`npm run perf -- --baseline` saves one to reports/performance-before.json).';
  const find = (list, r) => list.find((b) => b.url === r.url);
  const signed = (n, unit = '') => `${n > 0 ? '+' : ''}${n}${unit}`;
  const pages = after.lighthouse
    .map((r) => {
      const b = find(before.lighthouse, r);
      if (!b)
        return `| ${pageName(r)} | — | ${medianOf(r, 'performance')} | | — | ${ms(medianOf(r, 'lcp'))} | | — | ${Math.round(medianOf(r, 'tbt'))} ms |`;
      const [pb, pa] = [medianOf(b, 'performance'), medianOf(r, 'performance')];
      const [lb, la] = [medianOf(b, 'lcp'), medianOf(r, 'lcp')];
      const [tb, ta] = [medianOf(b, 'tbt'), medianOf(r, 'tbt')];
      return `| ${pageName(r)} | ${pb} (spread ${spread(b, 'performance')}) | ${pa} (spread ${spread(r, 'performance')}) | ${signed(pa - pb)} | ${ms(lb)} | ${ms(la)} | ${signed(((la - lb) / 1000).toFixed(2), ' s')} | ${Math.round(tb)} ms | ${Math.round(ta)} ms |`;
    })
    .join('\n');
  const routes = after.sizes.routes
    .map((r) => {
      const b = before.sizes.routes.find((x) => x.route === r.route);
      const delta = b ? `${signed(((r.jsGzip - b.jsGzip) / KIB).toFixed(1), ' KiB')}` : '—';
      return `| \`${r.route}\` | ${b ? kib(b.jsGzip) : '—'} | ${kib(r.jsGzip)} | ${delta} |`;
    })
    .join('\n');
  return `Baseline: ${before.generatedAt.slice(0, 16).replace('T', ' ')} UTC (commit ${before.commit}, load average ${before.machine.load.start.join(' / ')} at its start).

| page | performance before | after | change | LCP before | after | change | TBT before | after |
|---|---|---|---|---|---|---|---|---|
${pages}

| route | initial JS before | after | change |
|---|---|---|---|
${routes}`;
}

function renderReport(report, before) {
  const { sizes, budgets, lighthouse, machine } = report;
  const routeRow = (r) => `| \`${r.route}\` | ${kib(r.jsGzip)} | ${kib(r.cssGzip)} | ${r.jsFiles.length} |`;
  const notes = lighthouse.map((r) => {
    const parts = [
      r.lcpElement ? `LCP element \`${r.lcpElement}\`` : '',
      r.shifted.length ? `layout shifts: ${r.shifted.map((x) => `\`${x}\``).join(', ')}` : '',
      r.failingA11y.length ? `accessibility audits not passed: ${r.failingA11y.join(', ')}` : '',
      r.opportunities.length ? `opportunities: ${r.opportunities.join(', ')}` : '',
    ];
    return `- ${pageName(r)}: ${parts.filter(Boolean).join('; ')}`;
  });
  return `# Performance figures

Generated by \`npm run perf\` (scripts/measure-performance.mjs) on ${report.generatedAt.slice(0, 16).replace('T', ' ')} UTC
at commit ${report.commit}; do not edit by hand, rerun the command. How it measures, the goals
and what moved each figure: docs/performance.md. Raw figures of every run: the JSON file beside this one.
${report.only ? `\n**Partial run** (\`--only=${report.only.join(',')}\`): only the pages whose URL contains one of those parts.\n` : ''}
**Machine**: ${machine.os}, ${machine.cpus} × ${machine.cpu}, ${machine.memory}, Node ${machine.node},
${machine.chrome}, Lighthouse benchmark index ${machine.benchmarkIndex.join(', ')} (first run of each page; lower = busier).
**Load average** (1/5/15 min) ${machine.load.start.join(' / ')} at the start, ${machine.load.end.join(' / ')} at the end:
Lighthouse's simulated throttling fixes the network and the CPU slowdown, but other jobs on the
machine still slow its measured tasks, so scores move between runs (the spread column says how much).

## Byte budgets (checked in \`npm test\`)

| budget | measured | |
|---|---|---|
${budgets.map(([name, ok, detail]) => `| ${name} | ${detail} | ${ok ? 'met' : '**not met**'} |`).join('\n')}

## Initial JS and CSS per route (gzip, production build)

| route | initial JS | initial CSS | JS chunks |
|---|---|---|---|
${sizes.routes.map(routeRow).join('\n')}

Total CSS: ${kib(sizes.totalCss)}.

## Lighthouse (mobile preset, cold cache, median of ${Math.min(...lighthouse.map((r) => r.runs.length))} runs)

${lighthouseTable(lighthouse)}

Diagnostics from the median run of each page:

${notes.join('\n')}

## Before and after

${comparison(before, report)}
`;
}

function gitCommit() {
  try {
    const dirty = execSync('git status --porcelain --untracked-files=no', { cwd: root }).toString().trim() !== '';
    return `${execSync('git rev-parse --short HEAD', { cwd: root }).toString().trim()}${dirty ? ' (with local changes)' : ''}`;
  } catch {
    return 'unknown';
  }
}

const loadAverage = () => loadavg().map((value) => value.toFixed(2));

async function main() {
  const baseline = process.argv.includes('--baseline');
  const startedAt = new Date();
  const loadAtStart = loadAverage();
  // The app reads Firestore through the compressing proxy, as production reads a compressing
  // Firestore (scripts/compressing-proxy.mjs): the build names its port, the preview's policy too.
  process.env.VITE_FIRESTORE_EMULATOR_PORT = String(PORTS.compressedFirestore);
  await startCompressingProxy({ host: HOST, port: PORTS.compressedFirestore, targetPort: PORTS.firestore });
  buildProduction(root);
  const sizes = measureBundles(dist);
  const budgets = checkBudgets(dist, sizes);
  for (const r of sizes.routes) console.log(`${r.route.padEnd(22)} JS ${kib(r.jsGzip)}  CSS ${kib(r.cssGzip)}`);
  for (const [name, ok, detail] of budgets) console.log(`${ok ? '✔' : '✖'} ${name}: ${detail}`);

  seedDemoData();
  await startPreview();
  const chromeVersion = execSync(`${CHROMIUM} --version`).toString().trim();
  const lighthouse = [
    ...(await measureWithChrome(
      MEASURED.filter((r) => !r.signedIn),
      { signedIn: false },
    )),
    ...(await measureWithChrome(
      MEASURED.filter((r) => r.signedIn && !r.account),
      { signedIn: true, account: ACCOUNTS.organizer },
    )),
    ...(await measureWithChrome(
      MEASURED.filter((r) => r.account === 'planner'),
      { signedIn: true, account: ACCOUNTS.planner },
    )),
    ...(await measureWithChrome(
      MEASURED.filter((r) => r.account === 'member'),
      { signedIn: true, account: ACCOUNTS.member },
    )),
  ];
  for (const r of lighthouse)
    console.log(
      `${pageName(r).padEnd(48)} performance ${medianOf(r, 'performance')} (${r.runs.map((run) => run.performance).join(', ')})  accessibility ${medianOf(r, 'accessibility')}`,
    );
  const cpu = cpus();
  const report = {
    generatedAt: startedAt.toISOString(),
    commit: gitCommit(),
    only,
    machine: {
      os: `${osType()} ${release()}`,
      cpus: cpu.length,
      cpu: cpu[0]?.model ?? 'unknown CPU',
      memory: `${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM (${(freemem() / 2 ** 30).toFixed(1)} GiB free at the end)`,
      node: process.version,
      chrome: chromeVersion,
      benchmarkIndex: lighthouse.map((r) => Math.round(r.runs[0].benchmarkIndex)),
      load: { start: loadAtStart, end: loadAverage() },
    },
    sizes,
    budgets,
    lighthouse,
  };
  const name = baseline ? 'performance-before' : only ? 'performance-selected' : 'performance';
  mkdirSync(reports, { recursive: true });
  writeFileSync(join(reports, `${name}.json`), `${JSON.stringify(report, null, 1)}\n`);
  renderReports();
  console.log(`wrote reports/${name}.md and reports/${name}.json`);
  if (budgets.some(([, ok]) => !ok))
    console.log(`byte budgets not met (limits: ${Object.values(BUDGETS).map(kib).join(', ')})`);
}

function readJson(path) {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null;
}

/** The Markdown reports from the JSON ones (`npm run perf -- --report` redoes only this). */
function renderReports() {
  const before = readJson(join(reports, 'performance-before.json'));
  const after = readJson(join(reports, 'performance.json'));
  const selected = readJson(join(reports, 'performance-selected.json'));
  if (before) writeFileSync(join(reports, 'performance-before.md'), renderReport(before, 'self'));
  if (after) writeFileSync(join(reports, 'performance.md'), renderReport(after, before));
  if (selected) writeFileSync(join(reports, 'performance-selected.md'), renderReport(selected, before));
}

if (reportOnly) {
  renderReports();
  process.exit(0);
}

try {
  await main();
  process.exit(0);
} catch (error) {
  console.error(error);
  process.exit(1);
}
