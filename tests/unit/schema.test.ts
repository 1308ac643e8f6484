// The shared schema (functions/src/domain/collections.ts) and the one trip builder
// (functions/src/domain/trip-document.ts) that the functions, the seed, the large data set and
// the load test all write trips with.
import { describe, expect, it } from 'vitest';
import { COLLECTIONS, collectionPath, docPath } from '@domain/collections';
import { tripDocument, type TripDocumentInput } from '@domain/trip-document';
import { searchWords } from '@domain/trip-search';

const input: TripDocumentInput<string> = {
  tripName: 'Summer in Japan',
  userId: 'olivia',
  organizerEmail: 'olivia@example.com',
  organizerName: 'Olivia',
  destination: 'Tokyo',
  numPeople: 4,
  vibe: 'Food',
  startDate: '2099-07-01',
  endDate: '2099-07-10',
  timingFlex: 'flexible',
  sameOrigin: 'yes',
  extraNotes: '',
  plannedOptions: { hotels: true, restaurants: false, flights: false, transport: false, tickets: false, all: false },
  tripType: 'international',
};

describe('the trip document builder', () => {
  it('makes a new trip a draft nobody joined yet, findable by its name and organizer', () => {
    expect(tripDocument(input, 'now')).toEqual({
      ...input,
      status: 'draft',
      readyAt: null,
      joined: [],
      isBooked: false,
      isFinished: false,
      createdAt: 'now',
      searchWords: searchWords('Summer in Japan', 'olivia@example.com'),
    });
  });

  it('takes a later life-cycle and extra stored fields, but never stale search words', () => {
    const trip = tripDocument(input, 'then', { status: 'ready', readyAt: 'later', inviteKey: 'k' });
    expect(trip).toMatchObject({ status: 'ready', readyAt: 'later', inviteKey: 'k', createdAt: 'then' });
    const renamed = tripDocument({ ...input, tripName: 'Bali Retreat' }, 'then');
    expect(renamed.searchWords).toEqual(searchWords('Bali Retreat', 'olivia@example.com'));
  });
});

describe('the schema', () => {
  it('names every path from the collection names, under the trip for a trip’s subcollections', () => {
    expect(docPath.trip('t1')).toBe(`${COLLECTIONS.trips}/t1`);
    expect(docPath.response('t1', 'u1')).toBe(`${collectionPath.responses('t1')}/u1`);
    expect(docPath.note('t1', 'n1')).toBe(`${collectionPath.notes('t1')}/n1`);
    expect(docPath.invitation('t1', 'k')).toBe(`${collectionPath.invitations('t1')}/k`);
    expect(docPath.planPrivate('t1', 2, 'u1')).toBe('trips/t1/planVersions/2/private/u1');
    expect(docPath.plannerCache()).toBe('plannerCache/claims');
  });

  it('gives every document path an even number of segments (a collection path an odd one)', () => {
    const ids = ['a', 'b', 'c'];
    const documents = Object.values(docPath).map((path) => (path as (...args: string[]) => string)(...ids));
    for (const path of documents) expect(path.split('/').length % 2, path).toBe(0);
    for (const path of Object.values(collectionPath)) {
      const text = typeof path === 'string' ? path : (path as (...args: string[]) => string)(...ids);
      expect(text.split('/').length % 2, text).toBe(1);
    }
  });
});
