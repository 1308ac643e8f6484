// `npm run load` (not part of npm test: it takes minutes): the product under load, against its
// own emulators, with numbers written to reports/load.md and reports/load.json (docs/load-test.md).
//
//   1. Answers: travelers answer one draft trip all at once, through the app's own write
//      (commitResponseBatch) as that many signed-in users, while the organizer's trip page
//      (trip, responses, invitations) and the planners' list are read in a loop. In growing steps
//      (LOAD_STEPS, default 50,100,200), so the report says what gives first as numbers grow.
//   2. Invitations: LOAD_INVITATIONS (500) addresses across enough trips to stay inside the
//      per-trip limits (50 a day each), through inviteTravelers and the email outbox, while the
//      SMTP server refuses one connection in three (a small proxy in front of maildev). The local
//      retry sweep (the retryOutbox body, as `npm start` runs it) sends what failed.
//
// The Functions emulator gives each piece of work in flight a worker process of its own; the
// emulator's own work queue (FUNCTIONS_EMULATOR_PARALLEL) bounds that to LOAD_FUNCTIONS_PARALLEL
// (default 4) for HTTP calls and triggers alike, and the script keeps at most LOAD_HTTP_IN_FLIGHT
// (default 2) HTTP calls open. Starts its own emulators and inbox on the usual ports: run it with
// `npm start` stopped, or in a network namespace of its own.
import { createConnection, createServer, type Server } from 'node:net';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MailDev } from 'maildev';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  doc,
  getDoc,
  getDocs,
  getFirestore,
  limit,
  orderBy,
  query,
  setLogLevel,
  where,
  type Firestore,
} from 'firebase/firestore/lite';
import { initializeApp as initializeAdminApp } from 'firebase-admin/app';
import { getFirestore as getAdminFirestore, Timestamp } from 'firebase-admin/firestore';
import { firebaseBin, prepare, root } from './prepare.mjs';
import {
  AUTH_EMULATOR_HOST,
  FIRESTORE_EMULATOR_HOST,
  functionsBase,
  PROJECT_ID,
  pointAdminSdkAtEmulators,
} from './local-endpoints.mjs';
import { LOCAL_EMAIL } from './local-config.mjs';
import { startService, stopAll, waitForUrl } from './processes.mjs';
import { waitForFunctions } from './functions-ready.mjs';
import { readDotenv, scheduledBodies } from './local-scheduler';
import { commitResponseBatch } from '../src/features/responses/api/response-batch';
import { INVITATIONS_PER_DAY } from '../functions/src/domain/invitations';
import { collectionPath, docPath } from '../functions/src/domain/collections';
import { tripDocument } from '../functions/src/domain/trip-document';
import type { FullResponse } from '../src/lib/models';

function setting(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number above 0`);
  return value;
}

const STEPS = (process.env.LOAD_STEPS ?? '50,100,200').split(',').map((step) => Number(step.trim()));
if (STEPS.some((step) => !Number.isInteger(step) || step < 1)) throw new Error('LOAD_STEPS: whole numbers, a,b,c');
const INVITATIONS = setting('LOAD_INVITATIONS', 500);
const FUNCTIONS_PARALLEL = setting('LOAD_FUNCTIONS_PARALLEL', 4);
const HTTP_IN_FLIGHT = setting('LOAD_HTTP_IN_FLIGHT', 2);
const EMAIL_TIMEOUT_MS = setting('LOAD_EMAIL_TIMEOUT_SECONDS', 1200) * 1000;
/** How long a step waits for the functions to notice every answer before it moves on. */
const CATCH_UP_MS = setting('LOAD_CATCH_UP_SECONDS', 300) * 1000;
/** The SMTP proxy refuses one connection in FAIL_ONE_IN, at random (seed LOAD_SMTP_SEED). */
const FAIL_ONE_IN = 3;
const SMTP_SEED = setting('LOAD_SMTP_SEED', 20261125);
const SWEEP_MS = 2_000;
const SWEEP_FIRST_RETRY_MS = 1_000;
/** maildev behind the proxy; the functions' SMTP_URL names LOCAL_EMAIL.smtpPort, where the proxy listens. */
const INBOX_SMTP_PORT = LOCAL_EMAIL.smtpPort + 1;
const INBOX_WEB_PORT = LOCAL_EMAIL.webPort + 1;
const RUN = Date.now().toString(36);
const ORGANIZER = { uid: `load-organizer-${RUN}`, email: `load-organizer-${RUN}@example.com` };
const PLANNER = { uid: `load-planner-${RUN}`, email: `load-planner-${RUN}@example.com` };
const INVITE_KEY = `load-key-${RUN}-0123456789abcdef`;

// ---------- measuring ----------

const ms = (start: number) => Date.now() - start;

function percentile(sorted: number[], p: number): number | null {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

interface Stats {
  count: number;
  p50: number | null;
  p95: number | null;
  max: number | null;
}

function stats(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  const round = (value: number | null) => (value === null ? null : Math.round(value));
  return {
    count: sorted.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    max: round(sorted.at(-1) ?? null),
  };
}

let emulatorLog = '';

/** Per function, the run times the Functions emulator logged since `from` (an offset in its log). */
function functionTimes(from: number): Record<string, Stats> {
  const samples = new Map<string, number[]>();
  for (const match of emulatorLog.slice(from).matchAll(/Finished "us-central1-([A-Za-z]+)" in ([\d.]+)ms/g))
    samples.set(match[1], [...(samples.get(match[1]) ?? []), Number(match[2])]);
  return Object.fromEntries([...samples].sort(([a], [b]) => a.localeCompare(b)).map(([name, s]) => [name, stats(s)]));
}

async function until(what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  console.log(`  gave up waiting for ${what} after ${timeoutMs / 1000} s`);
  return false;
}

/** Runs `jobs` with at most `inFlight` at once; results in order. */
async function pool<T>(jobs: (() => Promise<T>)[], inFlight: number): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(inFlight, jobs.length) }, async () => {
      while (next < jobs.length) {
        const index = next++;
        results[index] = await jobs[index]();
      }
    }),
  );
  return results;
}

// ---------- the services ----------

/** A seeded random stream (mulberry32), so a run's pattern of refusals can be repeated. */
function seeded(seed: number): () => number {
  let t = seed >>> 0;
  return () => {
    t = (t + 0x6d2b79f5) >>> 0;
    let r = Math.imul(t ^ (t >>> 15), 1 | t);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Each SMTP connection (the sender opens one per email) is refused with a 421 greeting with
 * probability 1/FAIL_ONE_IN, at random rather than every third: a fixed pattern can line up with
 * the sweep's order and fail the same email every time. The rest reach maildev.
 */
function failingSmtpProxy(): { server: Server; counts: { connections: number; refused: number } } {
  const counts = { connections: 0, refused: 0 };
  const random = seeded(SMTP_SEED);
  const server = createServer((client) => {
    counts.connections += 1;
    if (random() < 1 / FAIL_ONE_IN) {
      counts.refused += 1;
      client.end('421 4.3.2 Load test: this server refuses one send in three\r\n');
      return;
    }
    const upstream = createConnection({ host: '127.0.0.1', port: INBOX_SMTP_PORT });
    client.pipe(upstream).pipe(client);
    const close = () => (client.destroy(), upstream.destroy());
    client.on('error', close);
    upstream.on('error', close);
  });
  return { server, counts };
}

function clientDb(name: string, claims: Record<string, unknown>): { app: FirebaseApp; db: Firestore } {
  const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-api-key' }, name);
  const db = getFirestore(app);
  const [host, port] = FIRESTORE_EMULATOR_HOST.split(':');
  connectFirestoreEmulator(db, host, Number(port), {
    mockUserToken: { sub: String(claims.user_id), ...claims },
  });
  return { app, db };
}

const tripFields = (name: string, organizer: { uid: string; email: string }, status: 'draft' | 'ready') =>
  tripDocument(
    {
      tripName: name,
      userId: organizer.uid,
      organizerEmail: organizer.email,
      organizerName: 'Load',
      destination: 'Lisbon',
      numPeople: 100,
      vibe: 'Load test',
      startDate: Timestamp.fromMillis(Date.now() + 60 * 86_400_000),
      endDate: Timestamp.fromMillis(Date.now() + 67 * 86_400_000),
      timingFlex: 'flexible',
      sameOrigin: 'yes',
      extraNotes: '',
      plannedOptions: {
        hotels: true,
        restaurants: false,
        flights: false,
        transport: false,
        tickets: false,
        all: false,
      },
      tripType: 'international',
    },
    Timestamp.now(),
    { status, readyAt: status === 'ready' ? Timestamp.now() : null, joined: [organizer.uid], inviteKey: INVITE_KEY },
  );

function answerOf(uid: string, email: string, i: number): FullResponse {
  return {
    uid,
    firstName: 'Traveler',
    lastName: `No${i}`,
    name: `Traveler No${i}`,
    email,
    availability: '06/01/2099 - 06/10/2099',
    availabilityStart: new Date(2099, 5, 1),
    availabilityEnd: new Date(2099, 5, 10),
    budget: '$500–$800',
    preferences: 'Load test',
    fromLocation: 'Porto',
    mustSee: '',
    flexibility: 'very',
    accommodations: '',
    shareRoom: 'yes',
    specialTravel: '',
    submittedAt: null,
  };
}

async function signUpOrganizer(email: string): Promise<{ uid: string; token: string }> {
  const res = await fetch(
    `http://${AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'load-test-password', returnSecureToken: true }),
    },
  );
  const body = (await res.json()) as { localId: string; idToken: string };
  if (!res.ok) throw new Error(`signUp failed: ${JSON.stringify(body)}`);
  return { uid: body.localId, token: body.idToken };
}

// ---------- the report's text ----------

interface LoadReport {
  ranAt: string;
  command: string;
  machine: {
    cpus: number;
    cpuModel: string;
    memoryGiB: number;
    node: string;
    loadAverageAtStart: number[];
    loadAverageAtEnd: number[];
  };
  bounds: {
    functionsEmulatorParallel: number;
    httpInFlight: number;
    smtpFailOneIn: number;
    smtpSeed: number;
    catchUpSeconds?: number;
    sweepSeconds?: number;
    sweepFirstRetrySeconds?: number;
  };
  answers: AnswerStep[];
  invitations: {
    requested: number;
    trips: number;
    calls: { status: number; invited: number; error?: string }[];
    inviteTravelersMs: Stats;
    outbox: { documents: number; byStatus: Record<string, number>; attempts: Record<string, number> };
    inbox: { exactlyOnce: number; duplicated: number; missing: number };
    smtp: { connections: number; refused: number };
    allSentMs: number;
    sweepMs: Stats;
    functions: Record<string, Stats>;
  };
}

/** The functions each part sets to work (the emulator's log also times warm-up calls of others). */
const ANSWER_FUNCTIONS = ['onResponseCreated', 'onTripUpdated', 'onTripWrittenSyncInvite', 'onOutboxCreated'];
const INVITATION_FUNCTIONS = ['inviteTravelers', 'onInvitationCreated', 'onOutboxCreated', 'onTripWrittenSyncInvite'];

const counted = (counts: Record<string, number>, unit = (k: string) => k) =>
  Object.entries(counts)
    .map(([key, count]) => `${count} × ${unit(key)}`)
    .join(', ') || 'none';

/** Which way a figure went from one step to the next, in words. */
const went = (from: number | null, to: number | null) =>
  from === null || to === null ? 'n/a' : `${from} → ${to} ms (${to > from ? 'up' : to < from ? 'down' : 'level'})`;

function renderReport(report: LoadReport): string {
  const { machine: m, bounds, answers, invitations: inv } = report;
  const largest = answers.at(-1);
  const first = answers[0];
  const caughtUp = (step: AnswerStep) =>
    step.functionsCaughtUpMs === null
      ? `not within ${bounds.catchUpSeconds ?? '?'} s (${step.kept.noticed}/${step.travelers} noticed)`
      : `${Math.round(step.functionsCaughtUpMs / 1000)} s`;
  const statCell = (st: Stats) => (st.count === 0 ? '–' : `${st.p50} / ${st.p95} (${st.count})`);
  const functionRows = (functions: Record<string, Stats>, names: string[]) =>
    names
      .filter((name) => functions[name])
      .map((name) => {
        const st = functions[name];
        return `| ${name} | ${st.count} | ${st.p50} | ${st.p95} | ${st.max} |`;
      });
  const lost = answers.find((st) => st.kept.responses < st.travelers || st.failures.length > 0);
  const breaks = [
    lost
      ? `Answers: at ${lost.travelers} travelers at once, ${lost.failures.length} joins failed (${[...new Set(lost.failures)].join(', ')}) and ${lost.kept.responses}/${lost.travelers} answers were kept.`
      : `Answers: nothing was lost at any step (up to ${largest?.travelers} travelers at once).`,
    ...(first && largest && first !== largest
      ? [
          `From ${first.travelers} to ${largest.travelers} travelers: the functions caught up in ${caughtUp(first)} → ${caughtUp(largest)} (each answer's triggers wait in the emulator's queue of ${bounds.functionsEmulatorParallel}); join p95 ${went(first.joinMs.p95, largest.joinMs.p95)} (every join writes the one trip document, so commits contend and retry); the organizer's page p95 ${went(first.organizerPageMs.p95, largest.organizerPageMs.p95)}; the planners' list p95 ${went(first.plannerListMs.p95, largest.plannerListMs.p95)}. Steps run one after another on a shared machine, so a later step can be faster when the machine quietened.`,
        ]
      : []),
    `Emails: the SMTP server refused ${inv.smtp.refused} of ${inv.smtp.connections} connections; ${inv.inbox.exactlyOnce}/${inv.requested} invitations had arrived exactly once ${Math.round(inv.allSentMs / 1000)} s after the first call (${inv.inbox.duplicated} twice or more, ${inv.inbox.missing} missing). The longest waits are the retries: the trigger's first retry is due 60 s after a failed send, and the sweep ran every ${bounds.sweepSeconds ?? 2} s.`,
  ];
  return [
    '# Load report',
    '',
    `Generated by \`${report.command}\` (scripts/load.ts; how to read and re-run it: docs/load-test.md) on ${report.ranAt}.`,
    '',
    `Machine: ${m.cpus} × ${m.cpuModel}, ${m.memoryGiB} GiB, Node ${m.node}; load average ${m.loadAverageAtStart.join(' / ')} at the start and ${m.loadAverageAtEnd.join(' / ')} at the end (1/5/15 min). The machine was shared with other work while this ran, so times are upper bounds.`,
    '',
    `Bounds: the Functions emulator runs at most **${bounds.functionsEmulatorParallel}** pieces of work at once (\`FUNCTIONS_EMULATOR_PARALLEL\`, HTTP calls and triggers alike; more wait in its queue), the script keeps at most ${bounds.httpInFlight} HTTP calls open, and the SMTP proxy refuses one connection in ${bounds.smtpFailOneIn} at random (seed ${bounds.smtpSeed}).`,
    '',
    '## Summary',
    '',
    ...answers.map(
      (st) =>
        `- ${st.travelers} travelers at once: answers kept **${st.kept.responses}/${st.travelers}** (joined ${st.kept.joined}, in their trip lists ${st.kept.joinedTrips}, noticed by the functions ${st.kept.noticed}), ${st.failures.length} failed.`,
    ),
    `- Emails sent exactly once: **${inv.inbox.exactlyOnce}/${inv.requested}** (${inv.inbox.duplicated} twice or more, ${inv.inbox.missing} missing), outbox ${counted(inv.outbox.byStatus)}.`,
    '',
    '## What broke first as the numbers grew',
    '',
    ...breaks.map((line) => `- ${line}`),
    '',
    '## Answers (ms, p50 / p95 (samples))',
    '',
    '| travelers | join | organizer page | planner list | functions caught up |',
    '|---|---|---|---|---|',
    ...answers.map(
      (st) =>
        `| ${st.travelers} | ${statCell(st.joinMs)} | ${statCell(st.organizerPageMs)} | ${statCell(st.plannerListMs)} | ${caughtUp(st)} |`,
    ),
    '',
    `Functions during the ${largest?.travelers}-traveler step (as the emulator timed them, ms):`,
    '',
    '| function | runs | p50 | p95 | max |',
    '|---|---|---|---|---|',
    ...functionRows(largest?.functions ?? {}, ANSWER_FUNCTIONS),
    '',
    '## Invitations through a failing SMTP server',
    '',
    `${inv.requested} addresses over ${inv.trips} trips (at most ${INVITATIONS_PER_DAY} each, the per-trip daily limit), one inviteTravelers call per trip: ${inv.calls.filter((c) => c.status === 200).length}/${inv.trips} answered 200. SMTP: ${inv.smtp.connections} connections, ${inv.smtp.refused} refused. Attempts per email: ${counted(inv.outbox.attempts, (k) => `${k} attempt${k === '1' ? '' : 's'}`)}. All sent ${Math.round(inv.allSentMs / 1000)} s after the first call; the local sweep took p50/p95 ${inv.sweepMs.p50}/${inv.sweepMs.p95} ms a run.`,
    '',
    '| function | runs | p50 | p95 | max |',
    '|---|---|---|---|---|',
    ...functionRows(inv.functions, INVITATION_FUNCTIONS),
    '',
  ].join('\n');
}

// `npm run load -- --render`: the report's text again from reports/load.json (after a change to
// the wording), without running anything.
if (process.argv.includes('--render')) {
  const saved = JSON.parse(readFileSync(join(root, 'reports', 'load.json'), 'utf8')) as LoadReport;
  writeFileSync(join(root, 'reports', 'load.md'), renderReport(saved));
  process.exit(0);
}

// ---------- the run ----------

const machine = {
  cpus: cpus().length,
  cpuModel: cpus()[0]?.model ?? 'unknown',
  memoryGiB: Math.round((totalmem() / 2 ** 30) * 10) / 10,
  node: process.versions.node,
  loadAverageAtStart: loadavg().map((v) => Math.round(v * 100) / 100),
};

const env = {
  ...(await prepare({ chromium: false })),
  FIRESTORE_EMULATOR_HOST,
  FIREBASE_AUTH_EMULATOR_HOST: AUTH_EMULATOR_HOST,
  GCLOUD_PROJECT: PROJECT_ID,
  FUNCTIONS_EMULATOR_PARALLEL: String(FUNCTIONS_PARALLEL),
  FUNCTIONS_DISCOVERY_TIMEOUT: '120',
};
// What the functions read (their SMTP_URL names the proxy), for the sweep run in this process.
const functionsDir = join(root, 'functions');
for (const [key, value] of Object.entries({
  ...readDotenv(join(functionsDir, `.env.${PROJECT_ID}`)),
  ...readDotenv(join(functionsDir, '.env.local')),
  ...readDotenv(join(functionsDir, '.secret.local')),
}))
  process.env[key] ??= value;
process.env.GCLOUD_PROJECT = PROJECT_ID;
pointAdminSdkAtEmulators();

const inbox = new MailDev({
  smtp: INBOX_SMTP_PORT,
  web: INBOX_WEB_PORT,
  ip: '127.0.0.1',
  webIp: '127.0.0.1',
  silent: true,
  // Its own folder: maildev empties its folder on start, and other inboxes may share /tmp/maildev.
  mailDirectory: join(tmpdir(), `tripwise-load-inbox-${RUN}`),
});
await inbox.start();
const proxy = failingSmtpProxy();
await new Promise<void>((resolve) => proxy.server.listen(LOCAL_EMAIL.smtpPort, '127.0.0.1', resolve));

console.log(`Starting the emulators (Functions emulator work queue bounded to ${FUNCTIONS_PARALLEL} at once)…`);
const emulators = startService(
  'emulators',
  firebaseBin,
  ['emulators:start', '--only', 'auth,firestore,functions', '--project', PROJECT_ID],
  { cwd: root, env, quiet: true },
);
emulators.stdout?.on('data', (chunk: Buffer) => (emulatorLog += chunk.toString()));
await waitForUrl(`http://${AUTH_EMULATOR_HOST}/`, 'Auth emulator', 180_000);
await waitForUrl(`http://${FIRESTORE_EMULATOR_HOST}/`, 'Firestore emulator', 180_000);
await waitForFunctions(180_000);

// A join that loses the race for the trip document is retried by commitResponseBatch; the SDK
// would also log each aborted commit in full. The report counts what finally failed.
setLogLevel('silent');
const admin = getAdminFirestore(initializeAdminApp({ projectId: PROJECT_ID }, 'load'));
const apps: FirebaseApp[] = [];
const organizerDb = clientDb('organizer', { user_id: ORGANIZER.uid, email: ORGANIZER.email, email_verified: true });
const plannerDb = clientDb('planner', {
  user_id: PLANNER.uid,
  email: PLANNER.email,
  email_verified: true,
  admin: true,
});
apps.push(organizerDb.app, plannerDb.app);
const travelers = Array.from({ length: Math.max(...STEPS) }, (_, i) => {
  const uid = `load-traveler-${RUN}-${i}`;
  const email = `${uid}@example.com`;
  const { app, db } = clientDb(uid, { user_id: uid, email, email_verified: true });
  apps.push(app);
  return { uid, email, db, i };
});

// A full first page for the planners' list.
await Promise.all(
  Array.from({ length: 30 }, (_, i) =>
    admin.doc(docPath.trip(`load-ready-${RUN}-${i}`)).set(tripFields(`Ready ${i}`, ORGANIZER, 'ready')),
  ),
);

interface AnswerStep {
  travelers: number;
  kept: { responses: number; joined: number; joinedTrips: number; noticed: number };
  failures: string[];
  joinMs: Stats;
  organizerPageMs: Stats;
  plannerListMs: Stats;
  /** From the first write until the functions had noticed every answer (the answers digest). */
  functionsCaughtUpMs: number | null;
  functions: Record<string, Stats>;
}

async function answerStep(count: number): Promise<AnswerStep> {
  const tripId = `load-answers-${RUN}-${count}`;
  await admin.doc(docPath.trip(tripId)).set(tripFields(`Answers ${count}`, ORGANIZER, 'draft'));
  const logFrom = emulatorLog.length;
  const pageSamples: number[] = [];
  const listSamples: number[] = [];
  let writing = true;
  const organizerReads = (async () => {
    while (writing) {
      const start = Date.now();
      await Promise.all([
        getDoc(doc(organizerDb.db, docPath.trip(tripId))),
        getDocs(collection(organizerDb.db, collectionPath.responses(tripId))),
        getDocs(collection(organizerDb.db, collectionPath.invitations(tripId))),
      ]);
      pageSamples.push(ms(start));
    }
  })();
  const plannerReads = (async () => {
    while (writing) {
      const start = Date.now();
      await getDocs(
        query(
          collection(plannerDb.db, collectionPath.trips),
          where('status', '==', 'ready'),
          where('isBooked', '==', false),
          orderBy('readyAt', 'desc'),
          limit(25),
        ),
      );
      listSamples.push(ms(start));
    }
  })();

  const started = Date.now();
  const joinSamples: number[] = [];
  const results = await Promise.allSettled(
    travelers.slice(0, count).map(async (t) => {
      const start = Date.now();
      await commitResponseBatch(t.db, tripId, answerOf(t.uid, t.email, t.i), { inviteKey: INVITE_KEY, joining: true });
      joinSamples.push(ms(start));
    }),
  );
  writing = false;
  await Promise.all([organizerReads, plannerReads]);
  const noticed = async () => {
    const notified: unknown = (await admin.doc(docPath.answerDigest(tripId)).get()).get('notified');
    return Array.isArray(notified) ? notified.length : 0;
  };
  const caughtUp = await until(
    'the functions to notice every answer',
    async () => (await noticed()) >= count,
    CATCH_UP_MS,
  );
  const functionsCaughtUpMs = caughtUp ? ms(started) : null;

  const [trip, responses, joinedTrips, noticedCount] = await Promise.all([
    admin.doc(docPath.trip(tripId)).get(),
    admin.collection(collectionPath.responses(tripId)).count().get(),
    admin.collection(collectionPath.users).where('joinedTrips', 'array-contains', tripId).count().get(),
    noticed(),
  ]);
  const joined: unknown = trip.get('joined');
  return {
    travelers: count,
    kept: {
      responses: responses.data().count,
      joined: Array.isArray(joined) ? new Set(joined).size - 1 : 0,
      joinedTrips: joinedTrips.data().count,
      noticed: noticedCount,
    },
    failures: results
      .filter((r): r is PromiseRejectedResult => r.status === 'rejected')
      .map((r) => String((r.reason as { code?: string }).code ?? r.reason)),
    joinMs: stats(joinSamples),
    organizerPageMs: stats(pageSamples),
    plannerListMs: stats(listSamples),
    functionsCaughtUpMs,
    functions: functionTimes(logFrom),
  };
}

const answerSteps: AnswerStep[] = [];
for (const count of STEPS) {
  console.log(`Answers: ${count} travelers at once…`);
  const step = await answerStep(count);
  answerSteps.push(step);
  console.log(
    `  kept ${step.kept.responses}/${count}, join p50/p95 ${step.joinMs.p50}/${step.joinMs.p95} ms, ${step.failures.length} failed, functions caught up in ${step.functionsCaughtUpMs} ms`,
  );
}

// ---------- invitations through a failing SMTP server ----------

console.log(`Invitations: ${INVITATIONS} addresses, SMTP refusing one connection in ${FAIL_ONE_IN}…`);
const tripsNeeded = Math.ceil(INVITATIONS / INVITATIONS_PER_DAY);
const inviter = await signUpOrganizer(`load-inviter-${RUN}@example.com`);
const inviteTrips = Array.from({ length: tripsNeeded }, (_, i) => `load-invites-${RUN}-${i}`);
await Promise.all(
  inviteTrips.map((tripId, i) =>
    admin
      .doc(docPath.trip(tripId))
      .set(tripFields(`Invites ${i}`, { uid: inviter.uid, email: `load-inviter-${RUN}@example.com` }, 'draft')),
  ),
);
const invitees = Array.from({ length: INVITATIONS }, (_, i) => `load-invitee-${RUN}-${i}@example.com`);
const inviteLogFrom = emulatorLog.length;
const invitesStarted = Date.now();
const inviteCalls = await pool(
  inviteTrips.map((tripId, i) => async () => {
    const addresses = invitees.slice(i * INVITATIONS_PER_DAY, (i + 1) * INVITATIONS_PER_DAY).join('\n');
    const start = Date.now();
    const res = await fetch(`${functionsBase()}/inviteTravelers`, {
      method: 'POST',
      headers: { authorization: `Bearer ${inviter.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ tripId, addresses }),
    });
    const body = (await res.json()) as { invited?: string[]; error?: string };
    return { status: res.status, invited: body.invited?.length ?? 0, error: body.error, ms: ms(start) };
  }),
  HTTP_IN_FLIGHT,
);

const { outboxSweep, senderConfig } = await scheduledBodies();
const sweepSamples: number[] = [];
let sweeping = true;
const sweeps = (async () => {
  while (sweeping) {
    const start = Date.now();
    await outboxSweep(new Date(), { ...senderConfig(), firstRetryMs: SWEEP_FIRST_RETRY_MS });
    sweepSamples.push(ms(start));
    await new Promise((resolve) => setTimeout(resolve, SWEEP_MS));
  }
})();
const inviteeSet = new Set(invitees);
async function invitationEmails() {
  const snap = await admin.collection(collectionPath.outbox).where('template', '==', 'invitation').get();
  return snap.docs.filter((d) => inviteeSet.has(String(d.get('to'))));
}
// Until every invitation email is sent or given up (after the sender's last attempt).
const FINAL = new Set(['sent', 'failed', 'skipped']);
await until(
  'every invitation email to be sent',
  async () => (await invitationEmails()).filter((d) => FINAL.has(String(d.get('status')))).length >= INVITATIONS,
  EMAIL_TIMEOUT_MS,
);
const allSentMs = ms(invitesStarted);
sweeping = false;
await sweeps;

const emails = await invitationEmails();
const byStatus: Record<string, number> = {};
const attempts: Record<string, number> = {};
for (const d of emails) {
  byStatus[String(d.get('status'))] = (byStatus[String(d.get('status'))] ?? 0) + 1;
  attempts[String(d.get('attempts'))] = (attempts[String(d.get('attempts'))] ?? 0) + 1;
}
const delivered = new Map<string, number>();
const received = (await (await fetch(`http://127.0.0.1:${INBOX_WEB_PORT}/api/email`)).json()) as {
  to: { address: string }[];
}[];
for (const email of received)
  for (const { address } of email.to)
    if (inviteeSet.has(address)) delivered.set(address, (delivered.get(address) ?? 0) + 1);
const exactlyOnce = invitees.filter((address) => delivered.get(address) === 1).length;
const invitations = {
  requested: INVITATIONS,
  trips: tripsNeeded,
  calls: inviteCalls.map(({ status, invited, error }) => ({ status, invited, ...(error ? { error } : {}) })),
  inviteTravelersMs: stats(inviteCalls.map((c) => c.ms)),
  outbox: { documents: emails.length, byStatus, attempts },
  inbox: {
    exactlyOnce,
    duplicated: [...delivered.values()].filter((n) => n > 1).length,
    missing: invitees.filter((address) => !delivered.has(address)).length,
  },
  smtp: { ...proxy.counts },
  allSentMs,
  sweepMs: stats(sweepSamples),
  functions: functionTimes(inviteLogFrom),
};

// ---------- the report ----------

const report: LoadReport = {
  ranAt: new Date().toISOString(),
  command: [
    ...Object.entries(process.env)
      .filter(([key]) => key.startsWith('LOAD_'))
      .map(([key, value]) => `${key}=${value}`),
    'npm run load',
  ].join(' '),
  machine: { ...machine, loadAverageAtEnd: loadavg().map((v) => Math.round(v * 100) / 100) },
  bounds: {
    functionsEmulatorParallel: FUNCTIONS_PARALLEL,
    httpInFlight: HTTP_IN_FLIGHT,
    smtpFailOneIn: FAIL_ONE_IN,
    smtpSeed: SMTP_SEED,
    catchUpSeconds: CATCH_UP_MS / 1000,
    sweepSeconds: SWEEP_MS / 1000,
    sweepFirstRetrySeconds: SWEEP_FIRST_RETRY_MS / 1000,
  },
  answers: answerSteps,
  invitations,
};
const md = renderReport(report);

mkdirSync(join(root, 'reports'), { recursive: true });
writeFileSync(join(root, 'reports', 'load.json'), `${JSON.stringify(report, null, 2)}\n`);
writeFileSync(join(root, 'reports', 'load.md'), md);
console.log(md);

await Promise.all(apps.map((app) => deleteApp(app)));
// Asked to shut down, the emulators stop their Java process too (a group signal alone misses it).
const emulatorsExited = new Promise((resolve) => emulators.once('exit', resolve));
emulators.kill('SIGINT');
await Promise.race([emulatorsExited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
stopAll();
await inbox.stop();
proxy.server.close();
const complete =
  answerSteps.every((s) => s.kept.responses === s.travelers && s.failures.length === 0) && exactlyOnce === INVITATIONS;
process.exit(complete ? 0 : 1);
