// One-off migration (issue 15): every trip made before invite keys gets one, with its
// invites/{key} record, so its organizer can share a working link. Safe to run again: trips
// that have a key are left alone (functions/src/invites/invite-store.ts assignMissingInviteKeys).
//   npm run migrate:invite-keys            (against the emulators)
// For a real project set TRIPWISE_PROJECT=<project id> and GOOGLE_APPLICATION_CREDENTIALS=<key>;
// the emulator variables are then left unset.
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { assignMissingInviteKeys } from '../functions/src/invites/invite-store';

const realProject = process.env.TRIPWISE_PROJECT;
if (!realProject) process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';

async function main(): Promise<void> {
  const db = getFirestore(initializeApp({ projectId: realProject ?? 'demo-tripplanner' }));
  const assigned = await assignMissingInviteKeys(db);
  console.log(
    assigned.length === 0
      ? 'Every trip already has an invite key; nothing changed.'
      : `Gave ${assigned.length} trip(s) an invite key: ${assigned.join(', ')}`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
