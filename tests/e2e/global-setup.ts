// Fresh demo data before the browser tests: clear Firestore, then seed.
import { seed } from '../../scripts/seed';

export default async function globalSetup() {
  const host = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
  await fetch(`http://${host}/emulator/v1/projects/demo-tripplanner/databases/(default)/documents`, {
    method: 'DELETE',
  });
  await seed();
}
