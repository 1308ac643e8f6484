// Account deletion and "Download my data" for the collections whose declaration says `derived`
// (domain/collections.ts, COLLECTION_DECLARATIONS): a person's documents there are found by the
// declared field holding their uid (a collection-group query for a collection under a trip, whose
// index override firestore.indexes.json must have; tests/unit/collection-declarations.node.test.ts
// checks it), deleted whole by the deletion and copied whole into the export. Both read the same
// query, so the export lists what the deletion removes; a run that stops half-way is finished by
// the next. Collections with a clean-up of their own name it in their declaration instead.
import type { Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import type { ExportedDocument } from '../domain/account-export.js';
import {
  declaredCollections,
  groupOf,
  isNested,
  type CollectionDeclaration,
  type CollectionKey,
} from '../domain/collections.js';
import { exported } from './exported-document.js';

type Moment = 'accountDeleted' | 'accountExported';

/** The declared collections the derived code handles at `moment`, with the field that finds a person there. */
export function derivedPersonCollections(
  moment: Moment,
): { key: CollectionKey; group: string; field: string; nested: boolean }[] {
  return declaredCollections().flatMap(({ key, declaration }) => {
    const field = personField(declaration);
    if (declaration[moment] !== 'derived') return [];
    // The declaration check (the unit test above) refuses `derived` without a field; here it is skipped.
    if (field === null) return [];
    return [{ key, group: groupOf(declaration), field, nested: isNested(declaration) }];
  });
}

function personField(declaration: CollectionDeclaration): string | null {
  return declaration.whose.kind === 'person' && declaration.whose.field ? declaration.whose.field : null;
}

async function readPersonalRecords(
  db: Firestore,
  uid: string,
  moment: Moment,
): Promise<{ key: CollectionKey; docs: QueryDocumentSnapshot[] }[]> {
  return Promise.all(
    derivedPersonCollections(moment).map(async ({ key, group, field, nested }) => {
      const source = nested ? db.collectionGroup(group) : db.collection(group);
      return { key, docs: (await source.where(field, '==', uid).get()).docs };
    }),
  );
}

/** Deletes the account's documents in every collection declared `accountDeleted: 'derived'`; returns how many. */
export async function forgetPersonalRecords(db: Firestore, uid: string): Promise<number> {
  const found = (await readPersonalRecords(db, uid, 'accountDeleted')).flatMap(({ docs }) => docs);
  const writer = db.bulkWriter();
  for (const snap of found) void writer.delete(snap.ref);
  await writer.close();
  return found.length;
}

/**
 * The export's part: the account's documents in every collection declared
 * `accountExported: 'derived'`, by collection; `add` records each path in the export's `documents`.
 */
export async function exportPersonalRecords(
  db: Firestore,
  uid: string,
  add: (doc: ExportedDocument) => ExportedDocument,
): Promise<Record<string, ExportedDocument[]>> {
  const found = await readPersonalRecords(db, uid, 'accountExported');
  return Object.fromEntries(found.map(({ key, docs }) => [key, docs.map((snap) => add(exported(snap)))]));
}
