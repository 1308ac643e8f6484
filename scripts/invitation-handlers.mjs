// The invitation handlers as the functions build them (functions/lib, ES modules), for the
// reminders script and the functions tests: they run the very code the emulator runs, with the
// functions' own firebase-admin pointed at the emulators. Build the functions first.
import { PROJECT_ID, WEB_ORIGIN, pointAdminSdkAtEmulators } from './local-endpoints.mjs';

/** Loads the handlers; the environment must name the emulators (set here when missing). */
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
