// The local inbox for a suite run on its own (scripts/local-inbox.mjs): the functions suite's
// vitest globalSetup (vitest.config.ts) and the browser tests' (tests/e2e/global-setup.ts) start
// it unless it runs already (`npm start`, `npm test`); the returned function is the teardown.
import { startInboxUnlessRunning } from '../../scripts/local-inbox.mjs';

export const startMaildevUnlessRunning = startInboxUnlessRunning;
export default startInboxUnlessRunning;
