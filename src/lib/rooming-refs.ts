// The Firestore paths of rooming (docs/booking-details.md, "Rooming"), built on the schema's names
// as booking-refs.ts is: a module of their own so only the parts that show rooms carry them.
import { collection, doc, type Firestore } from 'firebase/firestore/lite';
import type { COLLECTIONS } from '@domain/collections';

type C = typeof COLLECTIONS;

const TRIPS: C['trips'] = 'trips';
const ROOM_WISHES: C['roomWishes'] = 'roomWishes';
const ROOMING: C['rooming'] = 'rooming';
const ROOM_ASSIGNMENTS: C['roomAssignments'] = 'roomAssignments';

/** trips/{tripId}/roomWishes: planners list them; nobody else may. */
export const roomWishesOf = (db: Firestore, tripId: string) => collection(db, TRIPS, tripId, ROOM_WISHES);
/** trips/{tripId}/roomWishes/{uid}: the traveler's own (or any, for planners). */
export const roomWishesRef = (db: Firestore, tripId: string, uid: string) => doc(db, TRIPS, tripId, ROOM_WISHES, uid);
/** trips/{tripId}/rooming/current: the planners' saved list. */
export const roomingRef = (db: Firestore, tripId: string) => doc(db, TRIPS, tripId, ROOMING, 'current');
/** trips/{tripId}/roomAssignments: each traveler's room, written by planners. */
export const roomAssignmentsOf = (db: Firestore, tripId: string) => collection(db, TRIPS, tripId, ROOM_ASSIGNMENTS);
/** trips/{tripId}/roomAssignments/{uid}: the traveler reads their own. */
export const roomAssignmentRef = (db: Firestore, tripId: string, uid: string) =>
  doc(db, TRIPS, tripId, ROOM_ASSIGNMENTS, uid);
