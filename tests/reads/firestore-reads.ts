// A thin instrumented layer over the Firestore lite SDK's read calls: it counts the document
// reads Firestore bills for them. A get of one document is 1 read (found or not); a query is
// 1 read per document returned, and 1 when it returns none. Loaded through vi.mock, so the
// app's real data-loading code runs unchanged against the emulator.
import type * as Lite from 'firebase/firestore/lite';

export const reads = { count: 0, calls: [] as string[] };

export function resetReads(): void {
  reads.count = 0;
  reads.calls = [];
}

export function instrument(real: typeof Lite): typeof Lite {
  return {
    ...real,
    getDoc: (async (reference: Lite.DocumentReference) => {
      const snapshot = await real.getDoc(reference);
      reads.count += 1;
      reads.calls.push(`getDoc ${reference.path}: 1`);
      return snapshot;
    }) as typeof real.getDoc,
    getDocs: (async (q: Lite.Query) => {
      const snapshot = await real.getDocs(q);
      const billed = Math.max(1, snapshot.size);
      reads.count += billed;
      reads.calls.push(`getDocs: ${snapshot.size} docs, ${billed} reads`);
      return snapshot;
    }) as typeof real.getDocs,
  };
}
