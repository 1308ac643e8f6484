// globalSetup of the rules project: firestore.rules is loaded once for the whole run, so the
// emulator's rule coverage report adds up every rules test file (see rules-env.ts loadRules).
import { loadRules } from './rules-env';

export default async function setup(): Promise<void> {
  await loadRules();
}
