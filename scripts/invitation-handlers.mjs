// The invitation handlers as the functions build them (functions/lib, CommonJS), for the
// reminders script and the functions tests: they run the very code the emulator runs, with the
// functions' own firebase-admin pointed at the emulators. Build the functions first.
import { createRequire } from 'node:module';
import { PROJECT_ID, WEB_ORIGIN, pointAdminSdkAtEmulators } from './local-endpoints.mjs';

const require = createRequire(import.meta.url);

/** Loads the handlers; the environment must name the emulators (set here when missing). */
export function invitationHandlers() {
  process.env.GCLOUD_PROJECT ??= PROJECT_ID;
  pointAdminSdkAtEmulators();
  process.env.APP_URL ??= WEB_ORIGIN;
  const { runDailyReminders } = require('../functions/lib/invitations/reminders.js');
  const { sendInvitation } = require('../functions/lib/invitations/on-invitation-created.js');
  const { db } = require('../functions/lib/http/firebase-admin.js');
  return {
    runDailyReminders: (now) => runDailyReminders(db(), now),
    sendInvitation: (tripId, key) => sendInvitation(db(), tripId, key),
  };
}
