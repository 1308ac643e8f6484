// `npm run reset`: forget what earlier `npm start` runs kept (.emulator-data/); the next start
// begins from the demo data alone. Refuses while `npm start` runs (its exit would save it again).
import { PORTS } from './local-endpoints.mjs';
import { portHolders } from './leftovers.mjs';
import { DATA_DIR, removeKeptData } from './emulator-data.mjs';

if (portHolders(PORTS.hub).length > 0 || portHolders(PORTS.firestore).length > 0) {
  console.error('The emulators are running: stop `npm start` (Ctrl-C) first, then run `npm run reset`.');
  process.exit(1);
}
removeKeptData();
console.log(`Removed ${DATA_DIR}. The next \`npm start\` begins from the demo data alone.`);
