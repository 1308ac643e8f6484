// Rooming (docs/booking-details.md, "Rooming"): the traveler's room wishes, the planners' saved
// list and each traveler's room. "Rather not" answers are read by planners only (the rules).
import { getDoc, getDocs, serverTimestamp, setDoc, writeBatch } from 'firebase/firestore/lite';
import { parseRoomWishes, ROOM_SIZES, type Room, type RoomSize, type RoomWishes } from '@domain/rooming';
import { db } from '@/lib/firebase';
import { roomAssignmentRef, roomAssignmentsOf, roomingRef, roomWishesOf, roomWishesRef } from '@/lib/rooming-refs';

/** The traveler's own wishes on a trip (empty before they saved any). */
export async function loadMyRoomWishes(tripId: string, uid: string): Promise<RoomWishes> {
  const snap = await getDoc(roomWishesRef(db, tripId, uid));
  return parseRoomWishes(snap.exists() ? snap.data() : null);
}

/** Saves the traveler's own wishes (cleaned by the form, bounded by the rules). */
export async function saveMyRoomWishes(tripId: string, uid: string, wishes: RoomWishes): Promise<void> {
  await setDoc(roomWishesRef(db, tripId, uid), {
    uid,
    shareWith: wishes.shareWith,
    ratherNot: wishes.ratherNot,
    updatedAt: serverTimestamp(),
  });
}

/** Every traveler's wishes on a trip, by uid (planners only). */
export async function loadTripRoomWishes(tripId: string): Promise<Map<string, RoomWishes>> {
  const snap = await getDocs(roomWishesOf(db, tripId));
  return new Map(snap.docs.map((d) => [d.id, parseRoomWishes(d.data())]));
}

export interface SavedRooming {
  beds: RoomSize;
  rooms: Room[];
}

function parseRooms(value: unknown): Room[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((room, i) => {
    const uids = (room as { uids?: unknown } | null)?.uids;
    return Array.isArray(uids) ? [{ number: i + 1, uids: uids.filter((u): u is string => typeof u === 'string') }] : [];
  });
}

/** The planners' saved list, or null before they saved one. */
export async function loadRooming(tripId: string): Promise<SavedRooming | null> {
  const snap = await getDoc(roomingRef(db, tripId));
  if (!snap.exists()) return null;
  const beds = snap.get('beds') as unknown;
  return {
    beds: (ROOM_SIZES as readonly unknown[]).includes(beds) ? (beds as RoomSize) : 2,
    rooms: parseRooms(snap.get('rooms')),
  };
}

/**
 * Saves the list and, in the same batch, each traveler's own room with their roommates' names
 * (what "Your plan" shows them); rooms of travelers no longer in the list go.
 */
export async function saveRooming(
  tripId: string,
  plannerUid: string,
  rooming: SavedRooming,
  nameOf: (uid: string) => string,
): Promise<void> {
  const existing = await getDocs(roomAssignmentsOf(db, tripId));
  const placed = new Set(rooming.rooms.flatMap((r) => r.uids));
  const batch = writeBatch(db);
  batch.set(roomingRef(db, tripId), {
    beds: rooming.beds,
    rooms: rooming.rooms.map((r) => ({ number: r.number, uids: r.uids })),
    savedAt: serverTimestamp(),
    savedBy: plannerUid,
  });
  for (const room of rooming.rooms)
    for (const uid of room.uids)
      batch.set(roomAssignmentRef(db, tripId, uid), {
        uid,
        room: room.number,
        roommates: room.uids.filter((u) => u !== uid).map(nameOf),
        savedAt: serverTimestamp(),
      });
  for (const d of existing.docs) if (!placed.has(d.id)) batch.delete(d.ref);
  await batch.commit();
}
