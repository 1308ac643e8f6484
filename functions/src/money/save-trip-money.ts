// "Trip money" in the plan editor: a planner sets the currency, deposit, balance due date and
// cancellation policy. POST { tripId, currency, deposit, balanceDueDate, policy: { tiers } };
// answers { tripId, settingsVersion, policyVersion, travelers }. Every traveler's share is
// recomputed from the latest published plan in the same transaction.
import { onRequest } from 'firebase-functions/v2/https';
import { checkTripMoneyInput, nextSettings } from '../domain/trip-money.js';
import { moneySettingsRef } from '../firestore-refs.js';
import { db } from '../http/firebase-admin.js';
import { answer, HttpError, jsonHandler } from '../http/http-error.js';
import { readJsonBody, readJsonObject, requirePost, requireUser } from '../http/request.js';
import { readTripIdField } from '../plan/trip-id-field.js';
import { departureOf, isPlanner, NOT_PLANNER, readSettings, readTrip, recomputeShares } from './money-store.js';

export const saveTripMoney = onRequest(
  {},
  jsonHandler(async (req, res) => {
    requirePost(req);
    const user = await requireUser(req);
    if (!isPlanner(user)) throw new HttpError(403, NOT_PLANNER);
    const body = readJsonObject(readJsonBody(req), ['tripId', 'currency', 'deposit', 'balanceDueDate', 'policy']);
    const tripId = readTripIdField(body);
    const checked = checkTripMoneyInput(body);
    if (!checked.ok) throw new HttpError(400, checked.error, checked.field);
    const firestore = db();
    const result = await firestore.runTransaction(async (tx) => {
      const trip = await readTrip(tx, firestore, tripId);
      const departure = departureOf(trip);
      if (checked.value.balanceDueDate > departure)
        throw new HttpError(400, 'The balance is due on or before the day of departure.', 'balanceDueDate');
      const settings = nextSettings(await readSettings(tx, firestore, tripId), checked.value, departure);
      const travelers = await recomputeShares(tx, firestore, tripId, trip, settings);
      tx.set(moneySettingsRef(firestore, tripId), settings);
      return { settingsVersion: settings.settingsVersion, policyVersion: settings.policy.version, travelers };
    });
    answer(res, 'saveTripMoney', { tripId, ...result });
  }),
);
