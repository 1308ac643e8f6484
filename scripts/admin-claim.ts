// Grants or revokes the planner (admin) claim:  npm run admin -- grant|revoke|show <email>
// Against the emulators by default. For a real project set TRIPWISE_PROJECT=<project id>
// and GOOGLE_APPLICATION_CREDENTIALS=<service account key>; the emulator variables are then
// left unset so the call goes to the real Firebase Auth.
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { docPath } from '@domain/collections';
import { AUTH_EMULATOR_HOST, FIRESTORE_EMULATOR_HOST, PROJECT_ID } from './local-endpoints.mjs';

const [action, email] = process.argv.slice(2);
const realProject = process.env.TRIPWISE_PROJECT;
if (!realProject) {
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= AUTH_EMULATOR_HOST;
  process.env.FIRESTORE_EMULATOR_HOST ??= FIRESTORE_EMULATOR_HOST;
}

async function main(): Promise<void> {
  if (!['grant', 'revoke', 'show'].includes(action) || !email) {
    console.error('Usage: npm run admin -- grant|revoke|show <email>');
    process.exit(2);
  }
  const app = initializeApp({ projectId: realProject ?? PROJECT_ID });
  const auth = getAuth(app);
  const user = await auth.getUserByEmail(email);
  // The rules honour the claim only on a verified email (docs/security.md, attack 6): someone
  // who signed up with a future planner's address before them must not become a planner.
  if (action === 'grant' && !user.emailVerified) {
    console.error(
      `${email} has not verified its email address, so it cannot be made a planner.\n` +
        'Ask the owner to sign in, open their profile page and press "Send verification email", ' +
        'then follow the link in that email' +
        (realProject ? '' : ' (locally the Auth emulator prints the link in its log)') +
        '. Then run this command again.',
    );
    process.exit(1);
  }
  if (action !== 'show') {
    // Keep any other claims; only the admin flag changes.
    const claims = { ...(user.customClaims ?? {}) };
    if (action === 'grant') claims.admin = true;
    else delete claims.admin;
    await auth.setCustomUserClaims(user.uid, claims);
    // The "trip ready" emails list planners from a cached listing (functions/src/email/recipients.ts):
    // drop it so the next one lists them again, with this change.
    await getFirestore(app).doc(docPath.plannerCache()).delete();
  }
  const updated = await auth.getUser(user.uid);
  const isAdmin = updated.customClaims?.admin === true;
  console.log(
    `${email} (${user.uid}) is ${isAdmin ? '' : 'not '}a planner${realProject ? ` in ${realProject}` : ' (emulator)'}.`,
  );
  if (action !== 'show')
    console.log('The change shows after the user signs in again or the app refreshes their token.');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
