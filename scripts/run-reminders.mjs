// `npm run reminders -- --now 2026-12-01T09:00Z`: runs the daily reminders job once, for the
// given "now" (default: the real time), against the emulators `npm start` runs. Prints, per
// trip, who was reminded and who was skipped (docs/email-invitations.md).
import { parseArgs } from 'node:util';
import { invitationHandlers } from './invitation-handlers.mjs';

const { values } = parseArgs({ options: { now: { type: 'string' } } });
const now = values.now ? new Date(values.now) : new Date();
if (Number.isNaN(now.getTime())) {
  console.error(`--now must be a date and time, e.g. 2026-12-01T09:00Z (got "${values.now}")`);
  process.exit(2);
}

const outcomes = await (await invitationHandlers()).runDailyReminders(now);
console.log(`Daily reminders for ${now.toISOString()}: ${outcomes.length} trip(s) with a round due.`);
for (const o of outcomes) {
  console.log(`- ${o.tripId}: reminded ${o.reached.join(', ') || 'nobody'}`);
  if (o.answered.length) console.log(`  answered already: ${o.answered.join(', ')}`);
  if (o.recentlyReminded.length) console.log(`  reminded in the last 24 hours: ${o.recentlyReminded.join(', ')}`);
  if (o.optedOut.length) console.log(`  turned reminders off: ${o.optedOut.join(', ')}`);
  if (o.reminderLimit.length) console.log(`  reminded twice already: ${o.reminderLimit.join(', ')}`);
  if (o.failed.length) console.log(`  failed (see the log): ${o.failed.join(', ')}`);
  if (o.error) console.log(`  the trip's round failed: ${o.error}`);
}
process.exit(0);
