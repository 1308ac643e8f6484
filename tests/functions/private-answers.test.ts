// The migration that splits responses written before the group/private split
// (npm run migrate:private-answers; functions/src/responses/private-answers.ts).
import { beforeEach, describe, expect, it } from 'vitest';
import { splitStoredResponses } from '../../functions/src/responses/private-answers';
import { adminDb, clearFirestore } from './helpers/emulators';
import { docPath } from '@domain/collections';
import { storedTrip } from '../support/stored-trip';

beforeEach(clearFirestore);

const shared = { uid: 'ben', name: 'Ben B', email: 'ben@example.com', budget: '$900', mustSee: 'Kyoto' };
const privateFields = {
  preferences: 'Aisle seats',
  fromLocation: 'Detroit, MI',
  flexibility: 'very',
  accommodations: 'Severe nut allergy',
  shareRoom: 'no',
  specialTravel: 'Step-free rooms',
  inviteKey: 'old-key',
};

describe('migrate:private-answers', () => {
  it('moves the private fields of old responses to their private part, once; split responses stay as they are', async () => {
    const db = adminDb();
    await db
      .doc(docPath.trip('old-trip'))
      .set(storedTrip({ tripName: 'Old', userId: 'olivia' }, { joined: ['ben', 'cara'] }));
    await db.doc(docPath.response('old-trip', 'ben')).set({ ...shared, ...privateFields });
    await db.doc(docPath.response('old-trip', 'cara')).set({ ...shared, uid: 'cara' });
    await db.doc(docPath.privateAnswers('old-trip', 'cara')).set({ accommodations: 'Vegetarian' });

    expect(await splitStoredResponses(db)).toEqual([docPath.response('old-trip', 'ben')]);
    expect((await db.doc(docPath.response('old-trip', 'ben')).get()).data()).toEqual(shared);
    expect((await db.doc(docPath.privateAnswers('old-trip', 'ben')).get()).data()).toEqual(privateFields);
    expect((await db.doc(docPath.response('old-trip', 'cara')).get()).data()).toEqual({ ...shared, uid: 'cara' });
    expect((await db.doc(docPath.privateAnswers('old-trip', 'cara')).get()).data()).toEqual({
      accommodations: 'Vegetarian',
    });

    expect(await splitStoredResponses(db)).toEqual([]);
    expect((await db.doc(docPath.privateAnswers('old-trip', 'ben')).get()).data()).toEqual(privateFields);
  });
});
