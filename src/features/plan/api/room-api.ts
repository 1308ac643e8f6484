// The traveler's own room in "Your plan" (docs/booking-details.md, "Rooming"): one read of the
// document planners wrote for them when they saved the rooms.
import { getDoc } from 'firebase/firestore/lite';
import { db } from '@/lib/firebase';
import { roomAssignmentRef } from '@/lib/rooming-refs';

export interface MyRoom {
  room: number;
  roommates: string[];
}

/** The traveler's room, or null before planners saved the rooms (or without one). */
export async function loadMyRoom(tripId: string, uid: string): Promise<MyRoom | null> {
  const snap = await getDoc(roomAssignmentRef(db, tripId, uid));
  if (!snap.exists()) return null;
  const room = snap.get('room') as unknown;
  const roommates = snap.get('roommates') as unknown;
  if (typeof room !== 'number') return null;
  return {
    room,
    roommates: Array.isArray(roommates) ? roommates.filter((n): n is string => typeof n === 'string') : [],
  };
}
