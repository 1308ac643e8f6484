// The scheduled functions, run locally: the Functions emulator does not run onSchedule
// functions, so `npm start` runs this beside it. It calls the very bodies retryOutbox and
// dailyReminders run in production (outboxSweep, remindersJob) with the emulators' config
// (functions/.secret.local and .env.local), and says what each run did.
//
//   LOCAL_OUTBOX_SWEEP_SECONDS   between outbox sweeps (default 300, production's "every 5 minutes")
//   LOCAL_REMINDERS_SECONDS      between reminder runs (default: once a day at 09:00 UTC, as deployed)
//   LOCAL_OUTBOX_FIRST_RETRY_SECONDS  first retry's wait after a failed send (default 60, as deployed)
//   LOCAL_CHOICE_REMINDERS_SECONDS    between choice-deadline reminder runs (default 300; deployed every 15 minutes)
//   LOCAL_BALANCES_SECONDS       between trip-money balance runs (default: daily at 08:00 UTC, as deployed)
//   LOCAL_CONVERSATION_DIGEST_SECONDS between conversation digest runs (default: daily at 08:00 UTC, as deployed)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SenderConfig } from '../functions/src/email/sender';
import { DIGEST_HOUR_UTC } from '../functions/src/domain/conversation-digest';
import { BALANCE_HOUR_UTC } from '../functions/src/domain/trip-money-balance';

export interface SchedulerOptions {
  sweepMs: number;
  /** null: daily at 09:00 UTC. */
  remindersMs: number | null;
  /** Between runs of the choices' deadline reminders (default 5 minutes). */
  choiceRemindersMs?: number;
  /** Between runs of the trip-money balance job (reminders, off-session charges); default daily at 08:00 UTC, as deployed. */
  balancesMs?: number;
  /** Between runs of the conversation digest (default: daily at 08:00 UTC, as deployed). */
  conversationDigestMs?: number;
  firstRetryMs?: number;
  log?: (line: string) => void;
}

/** KEY=value lines (values optionally in double quotes), as the Functions emulator reads them. */
export function readDotenv(path: string): Record<string, string> {
  const values: Record<string, string> = {};
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return values;
  }
  for (const line of text.split('\n')) {
    const match = /^\s*([A-Z_][A-Z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (match) values[match[1]] = match[2].replace(/^"(.*)"$/, '$1');
  }
  return values;
}

/** Milliseconds from `now` until the next 09:00 UTC (dailyReminders' schedule). */
export function untilNextNineUtc(now: Date): number {
  return untilNextUtcHour(now, 9);
}

/** Milliseconds from `now` until the next `hour`:00 UTC. */
export function untilNextUtcHour(now: Date, hour: number): number {
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hour));
  if (next.getTime() <= now.getTime()) next.setUTCDate(next.getUTCDate() + 1);
  return next.getTime() - now.getTime();
}

function seconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${(ms / 1000).toFixed(1)} s`;
}

type SendFunctions = typeof import('../functions/src/email/send-functions');
type DailyReminders = typeof import('../functions/src/invitations/daily-reminders');
type ChoiceFunctions = typeof import('../functions/src/plan/choices-functions');
type BalanceJob = typeof import('../functions/src/money/balance-job');
type ConversationFunctions = typeof import('../functions/src/conversation/conversation-functions');

/**
 * The bodies of the scheduled functions as the functions build them (functions/lib, the code the
 * emulator runs; build the functions first). Not functions/src through tsx: tsx compiles those
 * files with the root tsconfig, which does not cover them, so the email templates' JSX came out
 * for the classic runtime and every email the sweep retried failed with "React is not defined".
 */
export async function scheduledBodies(): Promise<
  SendFunctions & DailyReminders & ChoiceFunctions & BalanceJob & ConversationFunctions
> {
  const lib = join(import.meta.dirname, '..', 'functions', 'lib');
  const send = (await import(join(lib, 'email', 'send-functions.js'))) as SendFunctions;
  const reminders = (await import(join(lib, 'invitations', 'daily-reminders.js'))) as DailyReminders;
  const choices = (await import(join(lib, 'plan', 'choices-functions.js'))) as ChoiceFunctions;
  const balances = (await import(join(lib, 'money', 'balance-job.js'))) as BalanceJob;
  const conversation = (await import(join(lib, 'conversation', 'conversation-functions.js'))) as ConversationFunctions;
  return { ...send, ...reminders, ...choices, ...balances, ...conversation };
}

/**
 * Runs the outbox sweep every `sweepMs` and the reminders on their schedule until stopped.
 * A run never overlaps the previous one of the same job (a slow SMTP server delays the next).
 */
export async function startLocalScheduler(options: SchedulerOptions): Promise<{ stop: () => void }> {
  const log = options.log ?? ((line: string) => console.log(line));
  // Loaded here, after the caller has set the environment the functions read their config from.
  const { outboxSweep, senderConfig, remindersJob, choiceRemindersJob, balanceJob, conversationDigestJob } =
    await scheduledBodies();
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let stopped = false;

  function every(name: string, nextDelay: () => number, job: () => Promise<string | null>) {
    const schedule = () => {
      if (stopped) return;
      const timer = setTimeout(async () => {
        timers.delete(timer);
        try {
          const line = await job();
          if (line) log(`${name}: ${line}`);
        } catch (error) {
          log(`${name} failed: ${error instanceof Error ? error.message : String(error)}`);
        }
        schedule();
      }, nextDelay());
      timers.add(timer);
    };
    schedule();
  }

  every(
    'outbox sweep',
    () => options.sweepMs,
    async () => {
      const config: SenderConfig = { ...senderConfig(), firstRetryMs: options.firstRetryMs };
      const result = await outboxSweep(new Date(), config);
      if (result.examined === 0) return null;
      const outcomes = Object.entries(result.outcomes).map(([outcome, count]) => `${count} ${outcome}`);
      return `${result.examined} due, ${outcomes.join(', ')}`;
    },
  );
  every(
    'daily reminders',
    () => options.remindersMs ?? untilNextNineUtc(new Date()),
    async () => {
      const { trips, reached } = await remindersJob(new Date());
      return `${trips} trip(s) with a round due, ${reached} reminder(s) queued`;
    },
  );
  every(
    'choice reminders',
    () => options.choiceRemindersMs ?? 5 * 60_000,
    async () => {
      const queued = await choiceRemindersJob(new Date());
      return queued > 0 ? `${queued} reminder(s) of a choice's deadline queued` : null;
    },
  );
  every(
    'trip money balances',
    () => options.balancesMs ?? untilNextUtcHour(new Date(), BALANCE_HOUR_UTC),
    async () => {
      const results = await balanceJob(new Date());
      return results.length > 0 ? results.map((r) => `${r.tripId}/${r.uid}: ${r.outcome}`).join(', ') : null;
    },
  );
  every(
    'conversation digest',
    () => options.conversationDigestMs ?? untilNextUtcHour(new Date(), DIGEST_HOUR_UTC),
    async () => {
      const { trips, queued, muted } = await conversationDigestJob(new Date());
      return `${trips} trip(s) with new messages, ${queued} digest(s) queued, ${muted} muted`;
    },
  );
  log(
    `outbox sweep every ${seconds(options.sweepMs)}; daily reminders ${
      options.remindersMs === null ? 'at 09:00 UTC' : `every ${seconds(options.remindersMs)}`
    }`,
  );
  return {
    stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}

function secondsFromEnv(name: string): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`${name} must be a number of seconds above 0 (got "${raw}")`);
  return value * 1000;
}

// `node --import tsx scripts/local-scheduler.ts` (npm start runs it): the emulators' config, then run.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { PROJECT_ID, pointAdminSdkAtEmulators } = await import('./local-endpoints.mjs');
  const functionsDir = join(import.meta.dirname, '..', 'functions');
  const config = {
    ...readDotenv(join(functionsDir, `.env.${PROJECT_ID}`)),
    ...readDotenv(join(functionsDir, '.env.local')),
    ...readDotenv(join(functionsDir, '.secret.local')),
  };
  for (const [key, value] of Object.entries(config)) process.env[key] ??= value;
  process.env.GCLOUD_PROJECT ??= PROJECT_ID;
  pointAdminSdkAtEmulators();
  const scheduler = await startLocalScheduler({
    sweepMs: secondsFromEnv('LOCAL_OUTBOX_SWEEP_SECONDS') ?? 5 * 60_000,
    remindersMs: secondsFromEnv('LOCAL_REMINDERS_SECONDS') ?? null,
    firstRetryMs: secondsFromEnv('LOCAL_OUTBOX_FIRST_RETRY_SECONDS'),
    choiceRemindersMs: secondsFromEnv('LOCAL_CHOICE_REMINDERS_SECONDS'),
    balancesMs: secondsFromEnv('LOCAL_BALANCES_SECONDS'),
    conversationDigestMs: secondsFromEnv('LOCAL_CONVERSATION_DIGEST_SECONDS'),
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => (scheduler.stop(), process.exit(0)));
  // A killed `npm start` cannot stop its children: end with it rather than sweep on as an orphan.
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) process.exit(0);
  }, 5_000).unref();
}
