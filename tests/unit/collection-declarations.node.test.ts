// Issue 42, item 1: every collection is declared once (functions/src/domain/collections.ts,
// COLLECTION_DECLARATIONS), and what is derived from that declaration is checked against it here:
// a person's data has account deletion and export handling, a trip's goes with the trip, the
// module a declaration names exists and names the collection, and every collection-group query
// on a person's field has its index override in firestore.indexes.json (the emulator runs such a
// query without one; production refuses it, and account deletion would fail there alone).
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  COLLECTIONS,
  COLLECTION_DECLARATIONS,
  declaredCollections,
  forgottenWithTrip,
  groupOf,
  isNested,
  personQueries,
  type CollectionDeclaration,
  type Handling,
} from '@domain/collections';
import { derivedPersonCollections } from '../../functions/src/account/personal-records';

interface FieldOverride {
  collectionGroup: string;
  fieldPath: string;
  indexes: { queryScope: 'COLLECTION' | 'COLLECTION_GROUP'; order?: string; arrayConfig?: string }[];
}

const overrides = (JSON.parse(readFileSync('firestore.indexes.json', 'utf8')) as { fieldOverrides: FieldOverride[] })
  .fieldOverrides;

const MOMENTS = ['tripForgotten', 'travelerLeaves', 'accountDeleted', 'accountExported'] as const;

/** An index for `match` in `scope` on (group, field), as the override lists it. */
function hasIndex(
  all: FieldOverride[],
  group: string,
  field: string,
  match: 'equals' | 'contains',
  scope: 'COLLECTION' | 'COLLECTION_GROUP',
): boolean {
  const override = all.find((o) => o.collectionGroup === group && o.fieldPath === field);
  return (override?.indexes ?? []).some(
    (index) =>
      index.queryScope === scope &&
      (match === 'equals' ? index.order === 'ASCENDING' : index.arrayConfig === 'CONTAINS'),
  );
}

/** A module a declaration names: it exists and names the collection (its key or name, or their singular). */
function moduleProblem(key: string, name: string, handling: Handling): string | null {
  if (typeof handling !== 'object' || !('by' in handling)) return null;
  if (!existsSync(handling.by)) return `${key}: ${handling.by} does not exist`;
  const source = readFileSync(handling.by, 'utf8').toLowerCase();
  const words = [key, name].flatMap((word) => [word.toLowerCase(), word.toLowerCase().replace(/s$/, '')]);
  return words.some((word) => source.includes(word)) ? null : `${key}: ${handling.by} does not name it`;
}

/** Everything wrong with the declarations, against the index overrides; empty when all is well. */
function declarationProblems(
  declarations: { key: string; name: string; declaration: CollectionDeclaration }[],
  indexOverrides: FieldOverride[],
): string[] {
  const problems: string[] = [];
  for (const { key, name, declaration: d } of declarations) {
    const segments = d.path.split('/');
    if (!segments.filter((_, i) => i % 2 === 0).includes(name))
      problems.push(`${key}: ${d.path} does not name ${name}`);
    const underTrip = d.path.startsWith(`${COLLECTIONS.trips}/{tripId}/`);
    if (d.whose.kind === 'person') {
      if (!d.whose.field && !d.whose.idIsUid) problems.push(`${key}: a person's data, but nothing finds it`);
      if (d.accountDeleted === 'none') problems.push(`${key}: a person's data, but no account deletion handling`);
      if (d.accountExported === 'none') problems.push(`${key}: a person's data, but no export handling`);
      if (underTrip && d.travelerLeaves === 'none')
        problems.push(`${key}: a person's data, but nothing when they leave`);
    }
    if (underTrip && d.tripForgotten === 'none') problems.push(`${key}: in a trip, but nothing when it is forgotten`);
    for (const moment of ['accountDeleted', 'accountExported'] as const)
      if (d[moment] === 'derived' && !(d.whose.kind === 'person' && d.whose.field))
        problems.push(`${key}: ${moment} is derived, which needs the person's field`);
    // Nothing is derived for a traveler's leaving yet: a collection names the module that does it.
    if (d.travelerLeaves === 'derived') problems.push(`${key}: travelerLeaves cannot be derived; name its module`);
    if (d.tripForgotten === 'derived' && !(underTrip && segments.length === 4))
      problems.push(`${key}: tripForgotten is derived, which only reaches collections directly under a trip`);
    for (const moment of MOMENTS) {
      const problem = moduleProblem(key, name, d[moment]);
      if (problem) problems.push(problem);
    }
    if (!isNested(d)) continue;
    const group = groupOf(d);
    for (const { field, match } of personQueries(d))
      for (const scope of ['COLLECTION', 'COLLECTION_GROUP'] as const)
        if (!hasIndex(indexOverrides, group, field, match, scope))
          problems.push(`${key}: firestore.indexes.json lacks ${group}.${field} (${match}, ${scope})`);
    for (const field of d.groupQueries ?? [])
      if (!hasIndex(indexOverrides, group, field, 'equals', 'COLLECTION_GROUP'))
        problems.push(`${key}: firestore.indexes.json lacks ${group}.${field} (COLLECTION_GROUP)`);
  }
  // And back: an override for a collection group no declaration queries is stale or undeclared.
  const declared = new Set(
    declarations
      .filter(({ declaration }) => isNested(declaration))
      .flatMap(({ declaration }) => [
        ...personQueries(declaration).map(({ field }) => `${groupOf(declaration)}.${field}`),
        ...(declaration.groupQueries ?? []).map((field) => `${groupOf(declaration)}.${field}`),
      ]),
  );
  for (const o of indexOverrides)
    if (o.indexes.some((index) => index.queryScope === 'COLLECTION_GROUP'))
      if (!declared.has(`${o.collectionGroup}.${o.fieldPath}`))
        problems.push(`firestore.indexes.json: ${o.collectionGroup}.${o.fieldPath} is declared by no collection`);
  return problems;
}

const declarations = declaredCollections();

describe('the collection declarations', () => {
  it('declare every collection, each path naming its collection', () => {
    expect(Object.keys(COLLECTION_DECLARATIONS).sort()).toEqual(Object.keys(COLLECTIONS).sort());
  });

  it("give every person's data deletion, export and index handling, and every trip's data its forgetting", () => {
    expect(declarationProblems(declarations, overrides)).toEqual([]);
  });

  it('find a per-person collection that lacks deletion, export or its index', () => {
    const wishes: CollectionDeclaration = {
      path: 'trips/{tripId}/packingLists/{uid}',
      whose: { kind: 'person', field: 'uid', idIsUid: true },
      tripForgotten: 'derived',
      travelerLeaves: { kept: 'theirs to keep' },
      accountDeleted: 'none',
      accountExported: 'none',
    };
    expect(declarationProblems([{ key: 'packingLists', name: 'packingLists', declaration: wishes }], [])).toEqual([
      "packingLists: a person's data, but no account deletion handling",
      "packingLists: a person's data, but no export handling",
      'packingLists: firestore.indexes.json lacks packingLists.uid (equals, COLLECTION)',
      'packingLists: firestore.indexes.json lacks packingLists.uid (equals, COLLECTION_GROUP)',
    ]);
    const handled = { ...wishes, accountDeleted: 'derived', accountExported: 'derived' } as const;
    const index: FieldOverride = {
      collectionGroup: 'packingLists',
      fieldPath: 'uid',
      indexes: [
        { queryScope: 'COLLECTION', order: 'ASCENDING' },
        { queryScope: 'COLLECTION_GROUP', order: 'ASCENDING' },
      ],
    };
    expect(declarationProblems([{ key: 'packingLists', name: 'packingLists', declaration: handled }], [index])).toEqual(
      [],
    );
    // An override nothing declares, and a module named that does not exist.
    const stray = { ...index, collectionGroup: 'gone' };
    const byGhost = { ...handled, travelerLeaves: { by: 'functions/src/no-such-module.ts' } };
    expect(
      declarationProblems([{ key: 'packingLists', name: 'packingLists', declaration: byGhost }], [index, stray]),
    ).toEqual([
      'packingLists: functions/src/no-such-module.ts does not exist',
      'firestore.indexes.json: gone.uid is declared by no collection',
    ]);
  });

  it("derive the trip's forgetting and the account's deletion and export of trip money from the declaration", () => {
    expect(forgottenWithTrip()).toEqual(
      expect.arrayContaining([COLLECTIONS.planDraft, COLLECTIONS.shares, COLLECTIONS.paymentStatus, COLLECTIONS.money]),
    );
    // What forget-trip.ts walks on its own (nested, or found another way) is not derived twice.
    for (const nested of [COLLECTIONS.planVersions, COLLECTIONS.planChoices, COLLECTIONS.privateThreads])
      expect(forgottenWithTrip()).not.toContain(nested);
    const keys = (moment: 'accountDeleted' | 'accountExported') =>
      derivedPersonCollections(moment).map(({ key }) => key);
    expect(keys('accountDeleted')).toEqual(expect.arrayContaining(['shares', 'paymentStatus']));
    expect(keys('accountDeleted')).not.toContain('tripPayments');
    expect(keys('accountExported')).toEqual(
      expect.arrayContaining(['shares', 'paymentStatus', 'tripPayments', 'moneyCheckouts']),
    );
  });
});
