// Answers to planners-only join questions (docs/join-questions.md) in account deletion, "Download
// my data" and trip deletion: found by their uid, the export lists exactly what the deletion
// removes, and a deleted trip's answers go while another trip's stay.
import { describe, expect, it } from 'vitest';
import {
  exportPlannerAnswers,
  forgetPlannerAnswers,
  forgetPlannerAnswersOfTrip,
  readPlannerAnswerTraces,
} from '../../functions/src/responses/planner-answers-traces';
import { functionsDb } from './helpers/email';
import { docPath } from '@domain/collections';

const unique = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

async function world() {
  const db = functionsDb();
  const [ana, ben, tripA, tripB] = [unique('ana'), unique('ben'), unique('trip-a'), unique('trip-b')];
  await Promise.all([
    db.doc(docPath.plannerAnswers(tripA, ana)).set({ uid: ana, answers: { q1: 'Guardian: Rosa' } }),
    db.doc(docPath.plannerAnswers(tripB, ana)).set({ uid: ana, answers: { q1: 'Guardian: Sam' } }),
    db.doc(docPath.plannerAnswers(tripA, ben)).set({ uid: ben, answers: { q1: 'Guardian: Lee' } }),
  ]);
  return { db, ana, ben, tripA, tripB };
}

describe('planners-only answers', () => {
  it('the export lists what the account deletion removes, and nobody else’s', async () => {
    const { db, ana, ben, tripA, tripB } = await world();
    const listed: string[] = [];
    const exported = await exportPlannerAnswers(db, ana, (doc) => {
      listed.push(doc.path);
      return doc;
    });
    expect(exported.map((doc) => doc.data)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ answers: { q1: 'Guardian: Rosa' } }),
        expect.objectContaining({ answers: { q1: 'Guardian: Sam' } }),
      ]),
    );
    expect(listed.sort()).toEqual([docPath.plannerAnswers(tripA, ana), docPath.plannerAnswers(tripB, ana)].sort());

    expect(await forgetPlannerAnswers(db, ana)).toBe(2);
    expect(await readPlannerAnswerTraces(db, ana)).toEqual([]);
    for (const path of listed) expect((await db.doc(path).get()).exists, path).toBe(false);
    expect((await db.doc(docPath.plannerAnswers(tripA, ben)).get()).exists).toBe(true);
  });

  it("a deleted trip's answers go; another trip's stay", async () => {
    const { db, ana, ben, tripA, tripB } = await world();
    expect(await forgetPlannerAnswersOfTrip(db, tripA)).toBe(2);
    expect((await db.doc(docPath.plannerAnswers(tripA, ben)).get()).exists).toBe(false);
    expect((await db.doc(docPath.plannerAnswers(tripB, ana)).get()).exists).toBe(true);
  });
});
