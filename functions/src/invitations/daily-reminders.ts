// Once a day: the automatic reminders 3 and 7 days after each invitation (reminders.ts). The
// handler is runDailyReminders(db, now), which the tests and `npm run reminders` call directly;
// remindersJob is the scheduled body, which `npm start` also runs on its local schedule.
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { logger } from 'firebase-functions';
import { db } from '../http/firebase-admin.js';
import { runDailyReminders } from './reminders.js';

/** The daily job, run by dailyReminders and by `npm start`'s local schedule (scripts/local-scheduler.ts). */
export async function remindersJob(now: Date): Promise<{ trips: number; reached: number }> {
  const outcomes = await runDailyReminders(db(), now);
  return { trips: outcomes.length, reached: outcomes.reduce((sum, outcome) => sum + outcome.reached.length, 0) };
}

export const dailyReminders = onSchedule({ schedule: 'every day 09:00', timeZone: 'UTC' }, async (event) => {
  const now = event.scheduleTime ? new Date(event.scheduleTime) : new Date();
  const { trips, reached } = await remindersJob(now);
  logger.info('Daily reminders', { now: now.toISOString(), trips, reached });
});
