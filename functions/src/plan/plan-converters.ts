// Converters for the plan's published documents (docs/trip-plan.md). Only the functions write a
// version and its private parts (the rules let no client), in one transaction from buildVersion,
// so a read gets back the type they were written with: the one place that says so, instead of a
// cast at each read.
import type { DocumentData, FirestoreDataConverter, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import type { PrivateVersionPart, PublishedVersion } from '../domain/plan.js';

function writtenByFunctions<T extends DocumentData>(): FirestoreDataConverter<T> {
  return {
    toFirestore: (data) => data,
    fromFirestore: (snap: QueryDocumentSnapshot) => snap.data() as T,
  };
}

/** trips/{tripId}/planVersions/{version}: what the whole group reads. */
export const publishedVersionConverter = writtenByFunctions<PublishedVersion>();
/** trips/{tripId}/planVersions/{version}/private/{uid}: one member's own details of the version. */
export const privatePartConverter = writtenByFunctions<PrivateVersionPart>();
