// `npm run digests -- --now 2026-12-02T08:00Z`: runs the trip conversation's daily digest once,
// for the given "now" (default: the real time), against the emulators `npm start` runs, with the
// very body the deployed schedule runs (docs/conversation.md, "Email"). A second run the same
// UTC day sends nothing.
//
// No `// @ts-check`: it imports the functions' build output (see invitation-handlers.mjs).
import { parseArgs } from 'node:util';
import { PROJECT_ID, WEB_ORIGIN, pointAdminSdkAtEmulators } from './local-endpoints.mjs';

const { values } = parseArgs({ options: { now: { type: 'string' } } });
const now = values.now ? new Date(values.now) : new Date();
if (Number.isNaN(now.getTime())) {
  console.error(`--now must be a date and time, e.g. 2026-12-02T08:00Z (got "${values.now}")`);
  process.exit(2);
}
process.env.GCLOUD_PROJECT ??= PROJECT_ID;
pointAdminSdkAtEmulators();
process.env.APP_URL ??= WEB_ORIGIN;
const { conversationDigestJob } = await import('../functions/lib/conversation/conversation-functions.js');
const { trips, queued, muted } = await conversationDigestJob(now);
console.log(
  `Conversation digest for ${now.toISOString()}: ${trips} trip(s) with new messages, ${queued} digest(s) queued, ${muted} muted.`,
);
process.exit(0);
