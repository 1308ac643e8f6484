// Options every function shares, set once. index.ts imports this module first so the
// options are in place before any function is defined.
import { setGlobalOptions } from 'firebase-functions';

setGlobalOptions({ region: 'us-central1' });
