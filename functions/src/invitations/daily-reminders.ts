// Once a day: the automatic reminders 3 and 7 days after each invitation (reminders.ts). The
// handler is runDailyReminders(db, now), which the tests and `npm run reminders` call directly.
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { logger } from 'firebase-functions';
import { db } from '../http/firebase-admin.js';
import { runDailyReminders } from './reminders.js';

export const dailyReminders = onSchedule({ schedule: 'every day 09:00', timeZone: 'UTC' }, async (event) => {
  const now = event.scheduleTime ? new Date(event.scheduleTime) : new Date();
  const outcomes = await runDailyReminders(db(), now);
  const reached = outcomes.reduce((sum, outcome) => sum + outcome.reached.length, 0);
  logger.info('Daily reminders', { now: now.toISOString(), trips: outcomes.length, reached });
});
