// "Download my data": the caller's own data as JSON (account/export-data.ts). Only the signed-in
// account's, and, like deletion, only just after signing in again: a stolen or forgotten session
// must not be enough to take a copy of someone's medical notes.
import { onRequest } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions';
import { isRecentSignIn } from '../domain/account-deletion.js';
import { db } from '../http/firebase-admin.js';
import { HttpError, jsonHandler } from '../http/http-error.js';
import { readJsonBody, readJsonObject, requirePost, requireUser } from '../http/request.js';
import { exportAccountData } from './export-data.js';

export const SIGN_IN_AGAIN_TO_EXPORT = 'Please sign in again before downloading your data.';

export const exportMyData = onRequest(
  jsonHandler(async (req, res) => {
    requirePost(req);
    const user = await requireUser(req, { checkRevoked: true });
    if (!isRecentSignIn(user.auth_time, Date.now())) throw new HttpError(401, SIGN_IN_AGAIN_TO_EXPORT);
    // The body carries nothing: the account is always the caller's.
    if (req.rawBody && req.rawBody.length > 0) readJsonObject(readJsonBody(req), []);
    const data = await exportAccountData(db(), user.uid, user.email ?? null);
    logger.info('Account data exported', { uid: user.uid, documents: data.documents.length });
    res.set('Cache-Control', 'no-store');
    res.status(200).json(data);
  }),
);
