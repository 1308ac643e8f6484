// One-off migration: responses written before each answer was split into what the group sees
// and what only the traveler, the organizer and planners see (docs/security.md, "Who sees which
// answer") get their private fields moved to trips/{id}/privateAnswers/{uid}. Safe to run
// again: responses already split are left alone (functions/src/responses/private-answers.ts).
//   npm run migrate:private-answers            (against the emulators)
// For a real project set TRIPWISE_PROJECT=<project id> and GOOGLE_APPLICATION_CREDENTIALS=<key>;
// the emulator variables are then left unset.
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { splitStoredResponses } from '../functions/src/responses/private-answers';

const realProject = process.env.TRIPWISE_PROJECT;
if (!realProject) process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';

async function main(): Promise<void> {
  const db = getFirestore(initializeApp({ projectId: realProject ?? 'demo-tripplanner' }));
  const split = await splitStoredResponses(db);
  console.log(
    split.length === 0
      ? 'Every response is already split; nothing changed.'
      : `Moved the private answers of ${split.length} response(s) to their private part.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
