// Deletes the caller's account and everything that names them (docs/security.md, "Account
// deletion and trip clean-up"). Safe to repeat and to resume: each call reads afresh what is
// left, and the Auth account goes last, so a call that stops half-way is finished by the next.
import { onRequest } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions';
import { isRecentSignIn, planAccountDeletion } from '../domain/account-deletion.js';
import { forgetPlanTraveler } from '../plan/forget-traveler.js';
import { forgetConversationTraces } from '../conversation/conversation-traces.js';
import { forgetBookingDetails } from '../booking/forget-booking-details.js';
import { forgetQuestionTraces } from '../plan/questions-traces.js';
import { forgetPlannerAnswers } from '../responses/planner-answers-traces.js';
import { adminAuth, db } from '../http/firebase-admin.js';
import { verifiedEmailOfRecord } from '../http/verified-email.js';
import { answer, HttpError, jsonHandler } from '../http/http-error.js';
import { readJsonBody, readJsonObject, requirePost, requireUser } from '../http/request.js';
import { commitPlan, readAccountFacts } from './cleanup-store.js';
import { forgetPersonalRecords } from './personal-records.js';

const SIGN_IN_AGAIN = 'Please sign in again before deleting your account.';

/** The body carries nothing: the account is always the caller's. An empty object or none. */
function requireEmptyBody(req: Parameters<typeof readJsonBody>[0]): void {
  if (!req.rawBody || req.rawBody.length === 0) return;
  readJsonObject(readJsonBody(req), []);
}

/**
 * The account's email as Auth holds it (the token's may be older), for what was sent to it;
 * null unless Auth holds it verified: an unverified account may have signed up with someone
 * else's address, and must not erase that person's invitations (docs/security.md, "Round 4").
 */
async function accountEmail(uid: string): Promise<string | null> {
  return verifiedEmailOfRecord(await adminAuth().getUser(uid));
}

async function deleteAuthAccount(uid: string): Promise<'deleted' | 'already-deleted'> {
  try {
    await adminAuth().deleteUser(uid);
    return 'deleted';
  } catch (err) {
    // Two overlapping calls (two tabs): the other one got there first.
    if ((err as { code?: string }).code === 'auth/user-not-found') return 'already-deleted';
    throw err;
  }
}

export const deleteAccount = onRequest(
  jsonHandler(async (req, res) => {
    requirePost(req);
    const user = await requireUser(req, { checkRevoked: true });
    // The browser re-authenticates just before calling; an older sign-in (a stolen or
    // forgotten session) must not be enough to erase an account.
    if (!isRecentSignIn(user.auth_time, Date.now())) throw new HttpError(401, SIGN_IN_AGAIN);
    requireEmptyBody(req);

    const firestore = db();
    const plan = planAccountDeletion(await readAccountFacts(firestore, user.uid, await accountEmail(user.uid)));
    const writes = await commitPlan(firestore, plan);
    // The trip plan's own clean-up (calendar tokens, items naming the person): plan/forget-traveler.ts.
    const planWrites = await forgetPlanTraveler(firestore, user.uid);
    // Questions, their markers and "Looks good" marks: plan/questions-traces.ts.
    const questionWrites = await forgetQuestionTraces(firestore, user.uid);
    // Passport and legal-name details on every trip: booking/forget-booking-details.ts.
    const bookingWrites = await forgetBookingDetails(firestore, user.uid);
    // Answers to planners-only join questions: responses/planner-answers-traces.ts.
    const plannerAnswerWrites = await forgetPlannerAnswers(firestore, user.uid);
    // Messages written, private threads and counters: conversation/conversation-traces.ts.
    const conversationWrites = await forgetConversationTraces(firestore, user.uid);
    // Every collection declared to be deleted with the account as it is (trip money's shares and
    // statuses): account/personal-records.ts, from domain/collections.ts.
    const recordWrites = await forgetPersonalRecords(firestore, user.uid);
    const authAccount = await deleteAuthAccount(user.uid);
    logger.info('Account deleted', {
      uid: user.uid,
      writes,
      planWrites,
      questionWrites,
      bookingWrites,
      plannerAnswerWrites,
      conversationWrites,
      recordWrites,
      authAccount,
    });
    answer(res, 'deleteAccount', { deleted: true, writes, authAccount });
  }),
);
