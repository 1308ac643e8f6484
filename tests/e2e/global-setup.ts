// Before the browser tests: an empty Firestore for the app's project (what the functions tests
// or an earlier run left behind would otherwise show on the planner's lists). The demo data is
// seeded per worker before every test (support/fixtures.ts), not here.
import { firestoreClearUrl } from '../../scripts/local-endpoints.mjs';

export default async function globalSetup() {
  const response = await fetch(firestoreClearUrl(), { method: 'DELETE' });
  if (!response.ok) throw new Error(`Clearing Firestore failed: ${response.status}`);
}
