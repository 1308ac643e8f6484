// Account deletion reaches the email bookkeeping too: emails addressed to the account, the
// answer batches its own answers opened (their ids carry the response id, i.e. the uid), and
// its response ids in the answer digests. Safe to repeat.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';

export async function forgetEmailTraces(db: Firestore, uid: string): Promise<number> {
  const outbox = db.collection('outbox');
  const [addressed, digests] = await Promise.all([
    outbox.where('uid', '==', uid).select().get(),
    db.collection('answerDigests').where('notified', 'array-contains', uid).get(),
  ]);
  const writes: Promise<unknown>[] = addressed.docs.map((doc) => doc.ref.delete());
  for (const digest of digests.docs) {
    const openedByThem = `answers-${digest.id}-${uid}`;
    writes.push(outbox.doc(openedByThem).delete());
    // A merge, not an update: the digest may be gone by now (a repeated run, a deleted trip).
    writes.push(
      digest.ref.set(
        {
          notified: FieldValue.arrayRemove(uid),
          ...(digest.get('openBatchId') === openedByThem ? { openBatchId: null } : {}),
        },
        { merge: true },
      ),
    );
  }
  await Promise.all(writes);
  return writes.length;
}
