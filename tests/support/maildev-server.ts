// The functions suite's vitest globalSetup (vitest.config.ts): starts the local inbox
// (scripts/local-inbox.mjs) unless it runs already (`npm start`, `npm test`); what it returns is
// the teardown. The browser tests' global setup (tests/e2e/global-setup.ts) calls it directly.
import { startInboxUnlessRunning } from '../../scripts/local-inbox.mjs';

export default startInboxUnlessRunning;
