import { describe, expect, it } from 'vitest';
import {
  cleanRoomWishes,
  moveTraveler,
  oneSidedRequests,
  parseRoomWishes,
  proposeRooms,
  reconcileRooms,
  roomOf,
  roomProblems,
  roomsCsv,
  ROOM_SIZES,
  type RoomingTraveler,
} from '@domain/rooming';

const t = (uid: string, shareWith: string[] = [], ratherNot: string[] = []): RoomingTraveler => ({
  uid,
  name: uid.toUpperCase(),
  shareWith,
  ratherNot,
});

const uidsOf = (rooms: { uids: string[] }[]) => rooms.map((r) => r.uids);
const together = (rooms: { uids: string[] }[], a: string, b: string) =>
  rooms.some((r) => r.uids.includes(a) && r.uids.includes(b));

describe('proposeRooms', () => {
  it('puts two travelers who chose each other in room 1', () => {
    const travelers = [t('ana'), t('ben'), t('cat', ['dan']), t('dan', ['cat'])];
    const rooms = proposeRooms(travelers, 2);
    expect(rooms[0]).toEqual({ number: 1, uids: ['cat', 'dan'] });
    expect(uidsOf(rooms)).toEqual([
      ['cat', 'dan'],
      ['ana', 'ben'],
    ]);
  });

  it('flags a one-sided request and still puts the pair together when a bed is free', () => {
    const travelers = [t('ana', ['ben']), t('ben'), t('cat')];
    const rooms = proposeRooms(travelers, 2);
    expect(oneSidedRequests(travelers, rooms)).toEqual([{ from: 'ana', to: 'ben', together: true }]);
    expect(together(rooms, 'ana', 'ben')).toBe(true);
  });

  it('prefers a mutual choice over a one-sided one', () => {
    const travelers = [t('ana', ['ben']), t('ben', ['cat']), t('cat', ['ben'])];
    const rooms = proposeRooms(travelers, 2);
    expect(rooms[0].uids).toEqual(['ben', 'cat']);
    expect(oneSidedRequests(travelers, rooms)).toEqual([{ from: 'ana', to: 'ben', together: false }]);
  });

  it('never puts a "rather not" pair together, whichever of them asked, at every room size', () => {
    for (const beds of ROOM_SIZES) {
      const travelers = [t('ana', [], ['ben']), t('ben', ['ana']), t('cat'), t('dan', [], ['eve']), t('eve')];
      const rooms = proposeRooms(travelers, beds);
      expect(together(rooms, 'ana', 'ben')).toBe(false);
      expect(together(rooms, 'dan', 'eve')).toBe(false);
      expect(rooms.flatMap((r) => r.uids).sort()).toEqual(['ana', 'ben', 'cat', 'dan', 'eve']);
      expect(rooms.every((r) => r.uids.length <= beds)).toBe(true);
    }
  });

  it('"rather not" wins over a mutual choice, which is then reported as not mutual', () => {
    const travelers = [t('ana', ['ben']), t('ben', ['ana'], ['ana'])];
    const rooms = proposeRooms(travelers, 2);
    expect(together(rooms, 'ana', 'ben')).toBe(false);
    expect(oneSidedRequests(travelers, rooms).map((r) => r.from)).toEqual(['ana', 'ben']);
  });

  it('keeps a mutual group to the room size and outside "rather not" pairs', () => {
    // ana-ben and ben-cat are mutual; in rooms of 2 only the first pair fits.
    const travelers = [t('ana', ['ben']), t('ben', ['ana', 'cat']), t('cat', ['ben']), t('dan')];
    expect(uidsOf(proposeRooms(travelers, 2))).toEqual([
      ['ana', 'ben'],
      ['cat', 'dan'],
    ]);
    expect(uidsOf(proposeRooms(travelers, 3))).toEqual([['ana', 'ben', 'cat'], ['dan']]);
    const avoiding = [t('ana', ['ben'], ['cat']), t('ben', ['ana', 'cat']), t('cat', ['ben']), t('dan')];
    const rooms = proposeRooms(avoiding, 4);
    expect(together(rooms, 'ana', 'cat')).toBe(false);
    expect(rooms[0].uids).toEqual(['ana', 'ben', 'dan']);
  });

  it('fills the rest in order, and ignores wishes for people not on the trip or oneself', () => {
    const travelers = [t('a', ['gone', 'a']), t('b'), t('c'), t('d'), t('e')];
    expect(uidsOf(proposeRooms(travelers, 2))).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
    expect(uidsOf(proposeRooms(travelers, 4))).toEqual([['a', 'b', 'c', 'd'], ['e']]);
    expect(oneSidedRequests(travelers)).toEqual([]);
    expect(proposeRooms([], 3)).toEqual([]);
  });

  it('is deterministic', () => {
    const travelers = [t('a', ['c']), t('b', [], ['a']), t('c', ['a']), t('d', ['b']), t('e')];
    expect(proposeRooms(travelers, 3)).toEqual(proposeRooms(travelers, 3));
  });
});

describe('roomProblems and moves', () => {
  const travelers = [t('ana', ['ben']), t('ben', ['ana']), t('cat', [], ['dan']), t('dan')];

  it('reports nothing for the proposal', () => {
    expect(roomProblems(travelers, proposeRooms(travelers, 2), 2)).toEqual([]);
  });

  it('reports a "rather not" pair, a full room and a mutual pair apart after a move', () => {
    let rooms = proposeRooms(travelers, 2);
    rooms = moveTraveler(rooms, 'dan', 1);
    rooms = moveTraveler(rooms, 'cat', 1);
    expect(uidsOf(rooms)).toEqual([['ana', 'ben', 'dan', 'cat']]);
    expect(roomProblems(travelers, rooms, 2)).toEqual([
      { kind: 'overCapacity', room: 1 },
      { kind: 'ratherNotTogether', room: 1, uids: ['dan', 'cat'] },
    ]);
    rooms = moveTraveler(rooms, 'ben', 99);
    expect(uidsOf(rooms)).toEqual([['ana', 'dan', 'cat'], ['ben']]);
    expect(roomProblems(travelers, rooms, 4)).toContainEqual({ kind: 'mutualApart', uids: ['ana', 'ben'] });
  });

  it('reconciles a saved list with the travelers now on the trip', () => {
    const saved = [
      { number: 1, uids: ['ana', 'gone', 'ana'] },
      { number: 2, uids: ['gone2'] },
    ];
    expect(reconcileRooms(saved, ['ana', 'ben'])).toEqual([
      { number: 1, uids: ['ana'] },
      { number: 2, uids: ['ben'] },
    ]);
  });

  it("finds a traveler's own room and roommates", () => {
    const rooms = proposeRooms(travelers, 2);
    expect(roomOf(rooms, 'ben')).toEqual({ number: 1, roommates: ['ana'] });
    expect(roomOf(rooms, 'nobody')).toBeNull();
  });
});

describe('wishes', () => {
  it('parses leniently and cleans what the form saves', () => {
    expect(parseRoomWishes({ shareWith: ['a', 'a', 3, ''], ratherNot: 'x' })).toEqual({
      shareWith: ['a'],
      ratherNot: [],
    });
    expect(parseRoomWishes(null)).toEqual({ shareWith: [], ratherNot: [] });
    expect(
      cleanRoomWishes(
        'me',
        { shareWith: ['me', 'a', 'b', 'gone'], ratherNot: ['b', 'c'] },
        new Set(['me', 'a', 'b', 'c']),
      ),
    ).toEqual({ shareWith: ['a'], ratherNot: ['b', 'c'] });
  });
});

describe('roomsCsv', () => {
  it('lists each room with its beds and travelers by name', () => {
    const travelers = [t('ana', ['ben']), t('ben', ['ana']), t('=dan'), t('cat')];
    const rooms = proposeRooms(travelers, 2);
    const names: Record<string, string> = { ana: 'Ana Lopez', ben: 'Ben, Jr.', cat: 'Cat', '=dan': '=Dan' };
    expect(roomsCsv(rooms, 2, (u) => names[u])).toBe(
      '\uFEFFRoom,Beds,Travelers\r\nRoom 1,2,"Ana Lopez; Ben, Jr."\r\nRoom 2,2,\'=Dan; Cat\r\n',
    );
  });
});
