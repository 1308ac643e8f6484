// @vitest-environment node
// The lint guard that keeps Firestore paths out of tests and scripts (eslint.config.js, "Tests
// and scripts name Firestore documents with docPath / collectionPath"): it refuses each way a
// path can be typed out, and lets builder calls and plain document ids through.
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function guardMessages(code: string, filePath = 'tests/functions/guard-probe.test.ts'): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

const header = `import { collection, collectionGroup, doc, type Firestore } from 'firebase/firestore';
import type { Firestore as AdminFirestore } from 'firebase-admin/firestore';
import { COLLECTIONS, collectionPath, docPath } from '@domain/collections';
declare const db: Firestore;
declare const admin: AdminFirestore;
const id = 'x';
`;

describe('the Firestore path guard', () => {
  // The first lint loads eslint.config.js and its plugins (seconds on a busy machine).
  beforeAll(() => guardMessages(header), 60_000);

  it.each([
    ["doc(db, 'trips/t1')"],
    ['doc(db, `trips/${id}`)'],
    ["doc(db, 'trips', id)"],
    ["doc(db, docPath.user(id), 'notes', 'n1')"],
    ["collection(db, 'trips')"],
    ['collection(db, `trips/${id}/responses`)'],
    ["collectionGroup(db, 'planQuestions')"],
    ['admin.doc(`trips/${id}/responses/${id}`)'],
    ["admin.doc('checkouts/cs_1')"],
    ["admin.collection('outbox')"],
    ["admin.doc(docPath.trip(id)).collection('planDraft')"],
    ["admin.collectionGroup('planDraft')"],
  ])('refuses %s', async (call) => {
    expect(await guardMessages(`${header}export const ref = ${call};\n`)).not.toEqual([]);
  });

  it('refuses them in scripts too', async () => {
    expect(
      await guardMessages(`${header}export const ref = admin.doc(\`users/\${id}\`);\n`, 'scripts/probe.ts'),
    ).not.toEqual([]);
  });

  it('lets the builders and plain document ids through', async () => {
    const code = `${header}export const refs = [
  doc(db, docPath.trip(id)),
  collection(db, collectionPath.responses(id)),
  collectionGroup(db, COLLECTIONS.planQuestions),
  admin.doc(docPath.checkout('cs_1')),
  admin.collection(collectionPath.outbox).doc('paid-cs_1'),
  doc(collection(db, collectionPath.trips), 'trip-1'),
];
`;
    expect(await guardMessages(code)).toEqual([]);
  });
});
