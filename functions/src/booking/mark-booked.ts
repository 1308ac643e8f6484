// "Mark as Booked", guarded by the server (issue 44, docs/booking-details.md): a planner books a
// ready trip only when every traveler passes the readiness check, or with a written reason for
// booking anyway, which is stored on the trip and written into its history (the planners'
// notes). POST { tripId, overrideReason? } with a planner's ID token; answers
// { tripId, openTravelers, overridden }. The rules no longer let any client set isBooked.
import { FieldValue } from 'firebase-admin/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import { OVERRIDE_REASON_MAX } from '../domain/readiness.js';
import { notesOf, tripRef } from '../firestore-refs.js';
import { db } from '../http/firebase-admin.js';
import { answer, HttpError, jsonHandler } from '../http/http-error.js';
import { readJsonBody, readJsonObject, requirePost, requireUser } from '../http/request.js';
import { readTripIdField } from '../plan/trip-id-field.js';
import { readTripReadiness } from './readiness-store.js';

export const NOT_PLANNER_TO_BOOK = 'Only planners can mark a trip as booked.';

function readReason(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw new HttpError(400, 'overrideReason must be text', 'overrideReason');
  const reason = value.trim();
  if (reason.length > OVERRIDE_REASON_MAX)
    throw new HttpError(400, `overrideReason must be at most ${OVERRIDE_REASON_MAX} characters`, 'overrideReason');
  return reason;
}

export const markTripBooked = onRequest(
  {},
  jsonHandler(async (req, res) => {
    requirePost(req);
    const user = await requireUser(req);
    if (user.admin !== true || user.email_verified !== true) throw new HttpError(403, NOT_PLANNER_TO_BOOK);
    const body = readJsonObject(readJsonBody(req), ['tripId', 'overrideReason']);
    const tripId = readTripIdField(body);
    const reason = readReason(body.overrideReason);
    const by = {
      uid: user.uid,
      name: typeof user.name === 'string' && user.name.trim() ? user.name : (user.email ?? 'Planner'),
    };
    const firestore = db();
    const outcome = await firestore.runTransaction(async (tx) => {
      const { trip, readiness } = await readTripReadiness(firestore, tripId, tx);
      if (!trip.exists || !readiness) throw new HttpError(404, 'No such trip', 'tripId');
      if (trip.get('status') !== 'ready') throw HttpError.of('tripNotReadyToBook');
      if (trip.get('isBooked') === true) throw HttpError.of('tripAlreadyBooked');
      const open = readiness.filter((r) => !r.ready).length;
      if (open > 0 && !reason) throw HttpError.of('openReadinessFlags');
      const override = open > 0 ? { reason, openTravelers: open, by, at: FieldValue.serverTimestamp() } : null;
      tx.update(tripRef(firestore, tripId), {
        isBooked: true,
        isFinished: false,
        bookedBy: by,
        bookedAt: FieldValue.serverTimestamp(),
        bookingOverride: override,
      });
      if (override)
        tx.create(notesOf(firestore, tripId).doc(), {
          text: `Marked as Booked with ${open} traveler${open === 1 ? '' : 's'} not ready. Reason: ${reason}`,
          authorUid: by.uid,
          authorName: by.name,
          createdAt: FieldValue.serverTimestamp(),
        });
      return { openTravelers: open, overridden: override !== null };
    });
    answer(res, 'markTripBooked', { tripId, ...outcome });
  }),
);
