// One-off migration (issue 46, item 7): every trip stored before `searchWords`, or with words
// out of step with its name, gets the words the planners' search finds it by, so "retreat"
// finds "Bali Retreat" whenever it was made. Safe to run again: trips in step are left alone
// (functions/src/search/search-words-store.ts backfillSearchWords).
//   npm run migrate:search-words            (against the emulators)
// For a real project set TRIPWISE_PROJECT=<project id> and GOOGLE_APPLICATION_CREDENTIALS=<key>;
// the emulator variables are then left unset.
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { backfillSearchWords } from '../functions/src/search/search-words-store';

const realProject = process.env.TRIPWISE_PROJECT;
if (!realProject) process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';

async function main(): Promise<void> {
  const db = getFirestore(initializeApp({ projectId: realProject ?? 'demo-tripplanner' }));
  const updated = await backfillSearchWords(db);
  console.log(
    updated.length === 0
      ? 'Every trip already has its search words; nothing changed.'
      : `Gave ${updated.length} trip(s) their search words: ${updated.join(', ')}`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
