// The migration that splits responses written before the group/private split
// (npm run migrate:private-answers; functions/src/responses/private-answers.ts).
import { beforeEach, describe, expect, it } from 'vitest';
import { splitStoredResponses } from '../../functions/src/responses/private-answers';
import { adminDb, clearFirestore } from './helpers/emulators';

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
    await db.doc('trips/old-trip').set({ tripName: 'Old', joined: ['ben', 'cara'] });
    await db.doc('trips/old-trip/responses/ben').set({ ...shared, ...privateFields });
    await db.doc('trips/old-trip/responses/cara').set({ ...shared, uid: 'cara' });
    await db.doc('trips/old-trip/privateAnswers/cara').set({ accommodations: 'Vegetarian' });

    expect(await splitStoredResponses(db)).toEqual(['trips/old-trip/responses/ben']);
    expect((await db.doc('trips/old-trip/responses/ben').get()).data()).toEqual(shared);
    expect((await db.doc('trips/old-trip/privateAnswers/ben').get()).data()).toEqual(privateFields);
    expect((await db.doc('trips/old-trip/responses/cara').get()).data()).toEqual({ ...shared, uid: 'cara' });
    expect((await db.doc('trips/old-trip/privateAnswers/cara').get()).data()).toEqual({ accommodations: 'Vegetarian' });

    expect(await splitStoredResponses(db)).toEqual([]);
    expect((await db.doc('trips/old-trip/privateAnswers/ben').get()).data()).toEqual(privateFields);
  });
});
