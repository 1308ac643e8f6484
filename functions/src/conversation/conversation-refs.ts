// The conversation's Firestore references for the functions, built on the schema's paths
// (domain/collections.ts); kept beside the conversation's code so other areas' refs stay untouched.
import type { Firestore } from 'firebase-admin/firestore';
import { collectionPath, COLLECTIONS, docPath } from '../domain/collections.js';

export const groupMessagesOf = (db: Firestore, tripId: string) => db.collection(collectionPath.messages(tripId));
export const groupMessageRef = (db: Firestore, tripId: string, messageId: string) =>
  db.doc(docPath.message(tripId, messageId));
export const privateMessagesOf = (db: Firestore, tripId: string, uid: string) =>
  db.collection(collectionPath.privateMessages(tripId, uid));
/** Every message of every thread of every trip (a collection-group query). */
export const allMessages = (db: Firestore) => db.collectionGroup(COLLECTIONS.messages);
export const conversationPrefsOf = (db: Firestore, tripId: string) =>
  db.collection(collectionPath.conversationPrefs(tripId));
export const conversationPrefsRef = (db: Firestore, tripId: string, uid: string) =>
  db.doc(docPath.conversationPrefs(tripId, uid));
export const conversationDigestsOf = (db: Firestore, tripId: string) =>
  db.collection(collectionPath.conversationDigests(tripId));
export const conversationDigestRef = (db: Firestore, tripId: string, uid: string) =>
  db.doc(docPath.conversationDigest(tripId, uid));
