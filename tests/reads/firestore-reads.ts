// A thin instrumented layer over the Firestore lite SDK's read calls: it counts the document
// reads Firestore bills for them. A get of one document is 1 read (found or not); a query is
// 1 read per document returned, and 1 when it returns none; a count() aggregation is 1 read per
// 1,000 index entries counted (at least 1), and returns no document. Loaded through vi.mock, so the
// app's real data-loading code runs unchanged against the emulator.
import type * as Lite from 'firebase/firestore/lite';

export const reads = { count: 0, calls: [] as string[], documents: 0, aggregations: 0 };

export function resetReads(): void {
  reads.count = 0;
  reads.calls = [];
  reads.documents = 0;
  reads.aggregations = 0;
}

export function instrument(real: typeof Lite): typeof Lite {
  return {
    ...real,
    getDoc: (async (reference: Lite.DocumentReference) => {
      const snapshot = await real.getDoc(reference);
      reads.count += 1;
      reads.documents += 1;
      reads.calls.push(`getDoc ${reference.path}: 1`);
      return snapshot;
    }) as typeof real.getDoc,
    getDocs: (async (q: Lite.Query) => {
      const snapshot = await real.getDocs(q);
      const billed = Math.max(1, snapshot.size);
      reads.count += billed;
      reads.documents += snapshot.size;
      reads.calls.push(`getDocs: ${snapshot.size} docs, ${billed} reads`);
      return snapshot;
    }) as typeof real.getDocs,
    getCount: (async (q: Lite.Query) => {
      const snapshot = await real.getCount(q);
      const billed = Math.max(1, Math.ceil(snapshot.data().count / 1000));
      reads.count += billed;
      reads.aggregations += 1;
      reads.calls.push(`getCount: ${snapshot.data().count} counted, ${billed} reads`);
      return snapshot;
    }) as typeof real.getCount,
  };
}
