// vitest globalSetup of the functions suite: the functions loaded and warm before the first test
// (scripts/functions-ready.mjs; `npm test` has waited already, a run against `npm start` has not).
import { waitForFunctions } from '../../../scripts/functions-ready.mjs';

export default async function waitForFunctionsLoaded(): Promise<void> {
  await waitForFunctions();
}
