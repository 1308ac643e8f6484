// Test seam for "Firestore fails while a payment is fulfilled" — active only in the Functions
// emulator. FUNCTIONS_EMULATOR=true is set by the emulator itself and never in production, where
// this returns false before touching anything. tests/functions/payment-attacks.test.ts writes
// emulatorFaults/{sessionId} = { failures: n } with the Admin SDK; each of the next n fulfilments
// of that session then adds a create of that (existing) document to its transaction, so Firestore
// itself rejects the whole commit (ALREADY_EXISTS). That proves with a real failed commit that
// nothing is half-written, that the caller gets a 5xx, and that a retry fulfils exactly once.
import { FieldValue, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { emulatorFaultRef } from '../firestore-refs.js';

/** The document to create in the fulfilment transaction so that its commit fails, or null. */
export async function takeInjectedCommitFault(db: Firestore, sessionId: string): Promise<DocumentReference | null> {
  if (process.env.FUNCTIONS_EMULATOR !== 'true') return null;
  const ref = emulatorFaultRef(db, sessionId);
  const taken = await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const failures = snap.exists ? Number(snap.get('failures') ?? 0) : 0;
    if (failures <= 0) return false;
    tx.update(ref, { failures: FieldValue.increment(-1) });
    return true;
  });
  return taken ? ref : null;
}
