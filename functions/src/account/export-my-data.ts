// "Download my data": the caller's own data as JSON (account/export-data.ts). Only the signed-in
// account's, and, like deletion, only just after signing in again: a stolen or forgotten session
// must not be enough to take a copy of someone's medical notes. Throttled per account by the
// functions' one rate limiter: each export reads every document that names the account.
import { onRequest } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions';
import { isRecentSignIn } from '../domain/account-deletion.js';
import { verifiedEmailOf } from '../http/verified-email.js';
import { db } from '../http/firebase-admin.js';
import { answer, HttpError, jsonHandler } from '../http/http-error.js';
import { enforceRateLimit, type RateLimit } from '../http/rate-limit.js';
import { readJsonBody, readJsonObject, requirePost, requireUser } from '../http/request.js';
import { exportAccountData } from './export-data.js';

export const SIGN_IN_AGAIN_TO_EXPORT = 'Please sign in again before downloading your data.';

/** Exports one account may take in an hour. */
export const EXPORT_CALLS: RateLimit = { max: 5, windowMs: 60 * 60_000 };

export const exportMyData = onRequest(
  jsonHandler(async (req, res) => {
    requirePost(req);
    const user = await requireUser(req, { checkRevoked: true });
    if (!isRecentSignIn(user.auth_time, Date.now())) throw new HttpError(401, SIGN_IN_AGAIN_TO_EXPORT);
    // The body carries nothing: the account is always the caller's.
    if (req.rawBody && req.rawBody.length > 0) readJsonObject(readJsonBody(req), []);
    const firestore = db();
    await enforceRateLimit(firestore, `exportMyData:${user.uid}`, EXPORT_CALLS, 'data exports');
    // Identity by email needs a verified email (docs/security.md, "Round 4"): an unverified
    // account may hold someone else's address, so nothing is found by it.
    const data = await exportAccountData(firestore, user.uid, verifiedEmailOf(user));
    logger.info('Account data exported', { uid: user.uid, documents: data.documents.length });
    res.set('Cache-Control', 'no-store');
    answer(res, 'exportMyData', data);
  }),
);
