// Search finds every trip (issue 46, item 7), against the emulators: a trip stored without
// `searchWords`, or with words that lag its name, gets them from the trip-written trigger
// whatever path wrote it, and the one-off backfill (npm run migrate:search-words) leaves every
// trip in step and changes nothing on a second run.
import { FieldValue } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { backfillSearchWords } from '../../functions/src/search/search-words-store';
import { adminDb, clearFirestore } from './helpers/emulators';
import { eventually } from './helpers/firestore-scan';
import { docPath } from '@domain/collections';
import { storedTrip } from '../support/stored-trip';

beforeEach(clearFirestore);

const wordsOf = async (tripId: string) =>
  ((await adminDb().doc(docPath.trip(tripId)).get()).get('searchWords') as string[] | undefined)?.slice().sort();

/** A trip as an older path stored it: a name and an email, no search words. */
const wordless = (userId: string, tripName: string) => {
  const { searchWords: _dropped, ...trip } = storedTrip({ userId, tripName });
  return trip;
};

describe('search words follow the trip name', () => {
  it('a trip written without search words gets them from the trigger', async () => {
    await adminDb().doc(docPath.trip('old-lisbon')).set(wordless('olivia', 'Lisbon Long Weekend'));
    await eventually('the trip has its search words', async () => (await wordsOf('old-lisbon')) !== undefined);
    expect(await wordsOf('old-lisbon')).toEqual(['lisbon', 'long', 'olivia@example.com', 'weekend']);
  });

  it('a renamed trip (by any path) is found by the new name, not the old one', async () => {
    await adminDb()
      .doc(docPath.trip('renamed'))
      .set(storedTrip({ userId: 'noah', tripName: 'Bali Retreat' }));
    await adminDb().doc(docPath.trip('renamed')).update({ tripName: 'Ubud Yoga Week' });
    await eventually(
      'the words follow the new name',
      async () => (await wordsOf('renamed'))?.includes('ubud') ?? false,
    );
    expect(await wordsOf('renamed')).toEqual(['noah@example.com', 'ubud', 'week', 'yoga']);
  });

  it('the backfill leaves every trip in step, and a second run changes nothing', async () => {
    const db = adminDb();
    await db.doc(docPath.trip('a')).set(wordless('ana', 'Summer in Japan'));
    await db.doc(docPath.trip('b')).set({ ...storedTrip({ userId: 'ben', tripName: 'Bali' }), searchWords: ['stale'] });
    await db.doc(docPath.trip('c')).set(storedTrip({ userId: 'cy', tripName: 'Rome' }));

    // The trigger may fix some first; either way, after the backfill every trip is in step.
    const first = await backfillSearchWords(db);
    expect(first).not.toContain('c');
    expect(await wordsOf('a')).toEqual(['ana@example.com', 'in', 'japan', 'summer']);
    expect(await wordsOf('b')).toEqual(['bali', 'ben@example.com']);
    expect(await wordsOf('c')).toEqual(['cy@example.com', 'rome']);
    expect(await backfillSearchWords(db)).toEqual([]);
    await db.doc(docPath.trip('a')).update({ searchWords: FieldValue.delete() });
    // Deleted again behind the trigger's back: the backfill or the trigger puts them back.
    await backfillSearchWords(db);
    await eventually('the words are back', async () => (await wordsOf('a'))?.length === 4);
  });
});
