// Round 4 of the privacy work (docs/security.md, "Round 4"), refused by the real firestore.rules,
// each refusal beside the control that must still succeed. The question flood and impersonated
// askers are in plan-questions.test.ts ("round 4"), beside the rest of the questions' rules.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, serverTimestamp, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { actors, dbAs, day, useRulesEnv } from './support/rules-env';
import { storeReadyTrip, storeTrip } from './support/fixtures';
import { docPath } from '@domain/collections';

const READY = 'olivia-round-four-ready';
const DRAFT = 'olivia-round-four-draft';

const rules = useRulesEnv(async (db) => {
  await storeReadyTrip(db, READY, { readyAt: day(-3) });
  await storeTrip(db, DRAFT);
});
const organizer = () => dbAs(rules.env, actors.organizer);

describe('marking a trip ready', () => {
  it('refuses ready → ready (it would re-stamp readyAt and move the trip up the planners’ list)', async () => {
    await assertFails(
      updateDoc(doc(organizer(), docPath.trip(READY)), { status: 'ready', readyAt: serverTimestamp() }),
    );
  });

  it('still accepts draft → ready, and ready → draft', async () => {
    await assertSucceeds(
      updateDoc(doc(organizer(), docPath.trip(DRAFT)), { status: 'ready', readyAt: serverTimestamp() }),
    );
    await assertSucceeds(updateDoc(doc(organizer(), docPath.trip(READY)), { status: 'draft', readyAt: null }));
  });
});
