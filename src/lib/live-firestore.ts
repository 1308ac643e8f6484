// The full Firestore SDK, for the one part of the app that listens live: the trip conversation
// (docs/conversation.md). Everything else reads and writes through Firestore lite
// (src/lib/firebase.ts), which has no listeners. Only the conversation's lazy chunk imports this
// module, so the full SDK stays out of every page's first load (docs/performance.md).
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { config } from '../config/env';
import { app } from './firebase';

export const liveDb = getFirestore(app);

if (config.useEmulators) connectFirestoreEmulator(liveDb, config.emulatorHost, config.emulatorPorts.firestore);
