// When a stored trip's search words need writing (issue 46, item 7): missing, stale or from an
// old name; never for words in step, whatever their order.
import { describe, expect, it } from 'vitest';
import { searchWords, staleSearchWords } from '@domain/trip-search';

describe('staleSearchWords', () => {
  const trip = { tripName: 'Bali Retreat', organizerEmail: 'ana@example.com' };

  it('gives the words for a trip stored without them', () => {
    expect(staleSearchWords(trip)).toEqual(['bali', 'retreat', 'ana@example.com']);
  });

  it('gives the new words when the name changed', () => {
    expect(staleSearchWords({ ...trip, searchWords: searchWords('Bali', 'ana@example.com') })).toEqual(
      searchWords('Bali Retreat', 'ana@example.com'),
    );
  });

  it('is null for words in step, in any order, and for a document with no name', () => {
    expect(staleSearchWords({ ...trip, searchWords: ['ana@example.com', 'retreat', 'bali'] })).toBeNull();
    expect(staleSearchWords({ organizerEmail: 'ana@example.com' })).toBeNull();
  });

  it('a trip whose organizer left keeps words for its name alone', () => {
    expect(staleSearchWords({ tripName: 'Bali Retreat', searchWords: ['bali', 'retreat'] })).toBeNull();
  });
});
