// The invitation handlers as the functions build them (functions/lib, ES modules), for the
// reminders script and the functions tests: they run the very code the emulator runs, with the
// functions' own firebase-admin pointed at the emulators. Build the functions first.
//
// The one script module without `// @ts-check`: what it imports is the functions' build output,
// which exists only after `npm run build:functions`, so its body cannot be checked the same way
// on every machine. The JSDoc below still gives callers its types.
import { PROJECT_ID, WEB_ORIGIN, pointAdminSdkAtEmulators } from './local-endpoints.mjs';

/**
 * @typedef {object} InvitationHandlers
 * @property {(now: Date) => Promise<import('@domain/api').RoundOutcome[]>} runDailyReminders
 * @property {(tripId: string, key: string) => Promise<'queued' | 'gone' | 'refused'>} sendInvitation
 */

/**
 * Loads the handlers; the environment must name the emulators (set here when missing).
 * @returns {Promise<InvitationHandlers>}
 */
export async function invitationHandlers() {
  process.env.GCLOUD_PROJECT ??= PROJECT_ID;
  pointAdminSdkAtEmulators();
  process.env.APP_URL ??= WEB_ORIGIN;
  const { runDailyReminders } = await import('../functions/lib/invitations/reminders.js');
  const { sendInvitation } = await import('../functions/lib/invitations/on-invitation-created.js');
  const { db } = await import('../functions/lib/http/firebase-admin.js');
  return {
    runDailyReminders: (now) => runDailyReminders(db(), now),
    sendInvitation: (tripId, key) => sendInvitation(db(), tripId, key),
  };
}
