// The Admin SDK app of the browser tests, on the emulators (for data a test sets up directly).
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { PROJECT_ID, pointAdminSdkAtEmulators } from '../../../scripts/local-endpoints.mjs';

export function adminApp(): App {
  pointAdminSdkAtEmulators();
  return getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });
}
