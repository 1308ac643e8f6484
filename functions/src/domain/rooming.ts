// The rooming list (issue 44 item 5, docs/booking-details.md "Rooming"): from each traveler's
// wishes (whom they would like to share with; privately to planners, whom they would rather not)
// a proposal of rooms of the size planners choose. Pure and deterministic, shared by the
// planners' rooming view and the tests: mutual choices together, one-sided ones flagged,
// "rather not" never together, the rest filled in, in the travelers' order.
import { csvText } from './csv.js';

/** Beds per room planners may choose. */
export const ROOM_SIZES = [2, 3, 4] as const;
export type RoomSize = (typeof ROOM_SIZES)[number];

/** At most this many names in each list of the wishes (a trip's travelers, bounded by the rules). */
export const ROOM_WISHES_MAX = 30;
/** At most this many rooms in a saved rooming list (each a list of uids). */
export const ROOMS_MAX = 60;

export interface RoomWishes {
  /** Fellow travelers this one would like to share a room with (several allowed). */
  shareWith: string[];
  /** Fellow travelers this one would rather not share with: planners only. */
  ratherNot: string[];
}

export const EMPTY_ROOM_WISHES: RoomWishes = { shareWith: [], ratherNot: [] };

export interface RoomingTraveler extends RoomWishes {
  uid: string;
  name: string;
}

export interface Room {
  /** 1, 2, 3… in the list's order. */
  number: number;
  uids: string[];
}

export interface OneSidedRequest {
  /** Who asked. */
  from: string;
  /** Whom they asked for, who did not ask back. */
  to: string;
  /** Whether the proposal (or the saved list) still puts them in one room. */
  together: boolean;
}

export type RoomProblem =
  | { kind: 'ratherNotTogether'; room: number; uids: [string, string] }
  | { kind: 'overCapacity'; room: number }
  | { kind: 'mutualApart'; uids: [string, string] };

const uniqueStrings = (value: unknown, max = ROOM_WISHES_MAX): string[] =>
  Array.isArray(value)
    ? [...new Set(value.filter((v): v is string => typeof v === 'string' && v.length > 0 && v.length <= 128))].slice(
        0,
        max,
      )
    : [];

/** A stored wishes document, read leniently (anything unreadable is no wish). */
export function parseRoomWishes(data: unknown): RoomWishes {
  const d = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  return { shareWith: uniqueStrings(d.shareWith), ratherNot: uniqueStrings(d.ratherNot) };
}

/** Wishes as the form saves them: no self, only people on the trip, never the same person in both lists. */
export function cleanRoomWishes(uid: string, wishes: RoomWishes, onTrip: ReadonlySet<string>): RoomWishes {
  const keep = (list: readonly string[]) => [...new Set(list)].filter((u) => u !== uid && onTrip.has(u));
  const ratherNot = keep(wishes.ratherNot);
  return { shareWith: keep(wishes.shareWith).filter((u) => !ratherNot.includes(u)), ratherNot };
}

function relations(travelers: readonly RoomingTraveler[]) {
  const onTrip = new Set(travelers.map((t) => t.uid));
  const wants = new Map(
    travelers.map((t) => [t.uid, new Set(t.shareWith.filter((u) => u !== t.uid && onTrip.has(u)))]),
  );
  const avoids = new Map(
    travelers.map((t) => [t.uid, new Set(t.ratherNot.filter((u) => u !== t.uid && onTrip.has(u)))]),
  );
  const conflict = (a: string, b: string) => Boolean(avoids.get(a)?.has(b) || avoids.get(b)?.has(a));
  const mutual = (a: string, b: string) => Boolean(wants.get(a)?.has(b) && wants.get(b)?.has(a)) && !conflict(a, b);
  return { wants, conflict, mutual };
}

/** Every request that was not asked back (a "rather not" answer counts as not asking back). */
export function oneSidedRequests(
  travelers: readonly RoomingTraveler[],
  rooms: readonly Room[] = [],
): OneSidedRequest[] {
  const { wants, mutual } = relations(travelers);
  const roomOf = new Map(rooms.flatMap((r) => r.uids.map((u) => [u, r.number] as const)));
  return travelers.flatMap((t) =>
    [...(wants.get(t.uid) ?? [])]
      .filter((other) => !mutual(t.uid, other))
      .map((other) => ({
        from: t.uid,
        to: other,
        together: roomOf.has(t.uid) && roomOf.get(t.uid) === roomOf.get(other),
      })),
  );
}

/**
 * Rooms of `beds` beds for the travelers, in their order. Mutual choices are joined first (room 1
 * holds the first mutual pair), then one-sided requests where a room has space, then everyone
 * else fills the first room with a free bed; a "rather not" pair (either one asking) never shares
 * a room. Deterministic: the same input gives the same rooms.
 */
export function proposeRooms(travelers: readonly RoomingTraveler[], beds: RoomSize): Room[] {
  const { wants, conflict, mutual } = relations(travelers);
  const index = new Map(travelers.map((t, i) => [t.uid, i]));
  const groupOf = new Map<string, string[]>(travelers.map((t) => [t.uid, [t.uid]]));
  const groupsClash = (a: string[], b: string[]) => a.some((x) => b.some((y) => conflict(x, y)));
  const join = (a: string, b: string) => {
    const ga = groupOf.get(a)!;
    const gb = groupOf.get(b)!;
    if (ga === gb || ga.length + gb.length > beds || groupsClash(ga, gb)) return;
    const merged = [...ga, ...gb].sort((x, y) => index.get(x)! - index.get(y)!);
    for (const u of merged) groupOf.set(u, merged);
  };
  const pairs = (keep: (a: string, b: string) => boolean) =>
    travelers.flatMap((t) =>
      [...(wants.get(t.uid) ?? [])]
        .filter((other) => keep(t.uid, other))
        .sort((x, y) => index.get(x)! - index.get(y)!)
        .map((other) => [t.uid, other] as const),
    );
  for (const [a, b] of pairs(mutual)) join(a, b);
  for (const [a, b] of pairs((x, y) => !mutual(x, y) && !conflict(x, y))) join(a, b);

  // The groups in order of their first traveler, with mutual groups (size > 1) first.
  const seen = new Set<string[]>();
  const groups: string[][] = [];
  for (const t of travelers) {
    const g = groupOf.get(t.uid)!;
    if (!seen.has(g)) {
      seen.add(g);
      groups.push(g);
    }
  }
  const ordered = [...groups.filter((g) => g.length > 1), ...groups.filter((g) => g.length === 1)];
  const rooms: string[][] = [];
  for (const group of ordered) {
    const room = rooms.find((r) => r.length + group.length <= beds && !groupsClash(r, group));
    if (room) room.push(...group);
    else rooms.push([...group]);
  }
  return rooms.map((uids, i) => ({ number: i + 1, uids }));
}

/** What planners should look at in a list (proposed or moved by hand). */
export function roomProblems(
  travelers: readonly RoomingTraveler[],
  rooms: readonly Room[],
  beds: number,
): RoomProblem[] {
  const { conflict, mutual } = relations(travelers);
  const problems: RoomProblem[] = [];
  for (const room of rooms) {
    if (room.uids.length > beds) problems.push({ kind: 'overCapacity', room: room.number });
    room.uids.forEach((a, i) =>
      room.uids.slice(i + 1).forEach((b) => {
        if (conflict(a, b)) problems.push({ kind: 'ratherNotTogether', room: room.number, uids: [a, b] });
      }),
    );
  }
  const roomOf = new Map(rooms.flatMap((r) => r.uids.map((u) => [u, r.number] as const)));
  travelers.forEach((t, i) =>
    travelers.slice(i + 1).forEach((o) => {
      if (mutual(t.uid, o.uid) && roomOf.get(t.uid) !== roomOf.get(o.uid))
        problems.push({ kind: 'mutualApart', uids: [t.uid, o.uid] });
    }),
  );
  return problems;
}

/** Moves a traveler to room `to` (a number past the last opens a new room); empty rooms go and the rest renumber. */
export function moveTraveler(rooms: readonly Room[], uid: string, to: number): Room[] {
  const lists = rooms.map((r) => r.uids.filter((u) => u !== uid));
  if (to >= 1 && to <= lists.length) lists[to - 1].push(uid);
  else lists.push([uid]);
  return lists.filter((l) => l.length > 0).map((uids, i) => ({ number: i + 1, uids }));
}

/** A saved list read back: rooms of known travelers only, each traveler once; anyone missing gets a room of their own at the end. */
export function reconcileRooms(rooms: readonly Room[], travelerUids: readonly string[]): Room[] {
  const known = new Set(travelerUids);
  const placed = new Set<string>();
  const lists = rooms.map((r) =>
    r.uids.filter((u) => {
      if (!known.has(u) || placed.has(u)) return false;
      placed.add(u);
      return true;
    }),
  );
  for (const u of travelerUids) if (!placed.has(u)) lists.push([u]);
  return lists.filter((l) => l.length > 0).map((uids, i) => ({ number: i + 1, uids }));
}

/** The planners' rooms CSV: Room, Beds, Travelers (names joined by "; "), UTF-8 with a BOM. */
export function roomsCsv(rooms: readonly Room[], beds: number, nameOf: (uid: string) => string): string {
  return csvText([
    ['Room', 'Beds', 'Travelers'],
    ...rooms.map((r) => [`Room ${r.number}`, beds, r.uids.map(nameOf).join('; ')]),
  ]);
}

/** The traveler's own room in a saved list, with the others in it. */
export function roomOf(rooms: readonly Room[], uid: string): { number: number; roommates: string[] } | null {
  const room = rooms.find((r) => r.uids.includes(uid));
  return room ? { number: room.number, roommates: room.uids.filter((u) => u !== uid) } : null;
}
