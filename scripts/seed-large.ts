// `npm run seed:large`: the planner workspace's large data set (scripts/large-data.ts) into the
// running emulators, beside the demo data and without touching it. Refuses anything but the
// emulators: firebase-admin goes to them only when their hosts are set, which this script does.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { LARGE, seedLargeDataSet } from './large-data';

process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';
const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-tripplanner';
if (!PROJECT_ID.startsWith('demo-')) throw new Error(`seed:large seeds demo- projects only, not ${PROJECT_ID}`);

const app = getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });
const started = Date.now();
seedLargeDataSet(getFirestore(app), getAuth(app))
  .then(() =>
    console.log(
      `Seeded ${LARGE.tripCount} trips (one with ${LARGE.hundredResponses} answers; ${LARGE.busy.email} in ${LARGE.busyTrips}) ` +
        `in ${((Date.now() - started) / 1000).toFixed(1)} s. Planner: ${LARGE.planner.email} / ${LARGE.password}`,
    ),
  )
  .catch((error: unknown) => {
    console.error('Seeding the large data set failed:', error);
    process.exit(1);
  });
