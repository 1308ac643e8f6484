// "Download my data": the export lists every document the account deletion would remove or
// change (both are built on readAccountFacts), keeps other people's answers and planners'
// identities out, and the function answers only the freshly signed-in account.
import { FieldValue } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { planAccountDeletion } from '../../functions/src/domain/account-deletion';
import { readAccountFacts } from '../../functions/src/account/cleanup-store';
import { buildExport } from '../../functions/src/account/export-data';
import { adminDb, callFunction, customTokenUser, signUp } from './helpers/emulators';
import { functionsDb } from './helpers/email';
import { collectionPath, docPath } from '@domain/collections';
import { storedTrip } from '../support/stored-trip';

const unique = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as Record<string, unknown>;
/** An Auth-emulator-style (unsigned) token: the emulator accepts these, production never does. */
const emulatorToken = (claims: Record<string, unknown>) => `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url(claims)}.`;

const tripDoc = (organizer: { uid: string; email: string }, joined: string[]) =>
  storedTrip(
    { tripName: 'Export trip', userId: organizer.uid, organizerEmail: organizer.email, organizerName: 'Someone' },
    { joined },
  );

const answer = (uid: string, email: string) => ({
  uid,
  name: 'First Last',
  firstName: 'First',
  lastName: 'Last',
  email,
  budget: '$900',
  submittedAt: FieldValue.serverTimestamp(),
});
/** The private part of an answer (docs/security.md, "Who sees which answer"). */
const privateAnswer = (accommodations: string) => ({ accommodations, inviteKey: 'key' });

/**
 * Ana organizes a trip Ben answered; Ana answered Cara's trip; a payment, emails, notices. Ana is
 * also a planner on Cara's trip (she took it and wrote a note) and holds an unpaid trip id.
 */
async function world() {
  const db = adminDb();
  // Ana signs in with a custom token: the Auth emulator records no "tokens valid since" for
  // those, so her token re-dated to an older sign-in reaches the function's own recency check.
  const [ana, ben, cara] = await Promise.all([customTokenUser(), signUp(), signUp()]);
  const anaTrip = unique('ana-trip');
  const caraTrip = unique('cara-trip');
  const checkout = unique('cs_export');
  const outboxId = unique('export-mail');
  const unpaidTrip = unique('ana-unpaid');
  const namedBatch = unique('answers-cara-ben');
  await Promise.all([
    db.doc(docPath.user(ana.uid)).set({
      email: ana.email,
      acceptedTerms: true,
      acceptedTermsTimestamp: '2026-11-01T10:00:00.000Z',
      emailOptOut: true,
      joinedTrips: [anaTrip, caraTrip],
    }),
    db.doc(docPath.user(ben.uid)).set({ email: ben.email, joinedTrips: [anaTrip] }),
    db.doc(docPath.trip(anaTrip)).set(tripDoc(ana, [ana.uid, ben.uid])),
    db
      .doc(docPath.trip(caraTrip))
      .set({ ...tripDoc(cara, [cara.uid, ana.uid]), assignedTo: { uid: ana.uid, name: 'Ana' } }),
    db.doc(docPath.tripIdHold(unpaidTrip)).set({ uid: ana.uid, status: 'pending', sessionId: 'cs_open' }),
    // An answer notice to Cara that Ben's answer opened and that lists Ana's name beside his.
    db.doc(docPath.outboxItem(namedBatch)).set({
      to: cara.email,
      template: 'answers',
      props: { tripId: caraTrip, names: ['Ben B', 'First Last'] },
    }),
    db.doc(docPath.checkout(checkout)).set({ uid: ana.uid, tripId: anaTrip, amount: 5000, status: 'paid' }),
    db
      .doc(docPath.outboxItem(outboxId))
      .set({ uid: ana.uid, to: ana.email, template: 'payment-received', status: 'sent' }),
    db.doc(docPath.answerDigest(caraTrip)).set({ notified: [ana.uid], openBatchId: null, lastBatchAt: null }),
    db.doc(docPath.answerDigest(anaTrip)).set({ notified: [ben.uid], openBatchId: null, lastBatchAt: null }),
  ]);
  await Promise.all([
    db.doc(docPath.response(anaTrip, ana.uid)).set(answer(ana.uid, ana.email)),
    db.doc(docPath.privateAnswers(anaTrip, ana.uid)).set(privateAnswer('Ana: no nuts')),
    db.doc(docPath.response(anaTrip, ben.uid)).set(answer(ben.uid, ben.email)),
    db.doc(docPath.privateAnswers(anaTrip, ben.uid)).set(privateAnswer('Ben: insulin')),
    db.doc(docPath.response(caraTrip, ana.uid)).set(answer(ana.uid, ana.email)),
    db.doc(docPath.privateAnswers(caraTrip, ana.uid)).set(privateAnswer('Ana in Cara trip')),
    db.doc(docPath.note(caraTrip, 'by-ana')).set({ text: 'Ryokan booked', authorUid: ana.uid, authorName: 'Ana' }),
    db.doc(docPath.invitation(anaTrip, 'dee')).set({ email: 'dee@example.com', invitedBy: ana.uid }),
    db.doc(docPath.invitation(caraTrip, 'ana')).set({ email: ana.email.toLowerCase(), invitedBy: cara.uid }),
    db
      .collection(collectionPath.notes(anaTrip))
      .add({ text: 'Call the ryokan', authorUid: 'planner-1', authorName: 'Pat' }),
  ]);
  return { ana, ben, cara, anaTrip, caraTrip, checkout, outboxId, unpaidTrip, namedBatch };
}

describe('Download my data', () => {
  it('lists every document the account deletion would remove or change, from the same facts', async () => {
    const w = await world();
    const db = functionsDb();
    const facts = await readAccountFacts(db, w.ana.uid, w.ana.email);
    const plan = planAccountDeletion(facts).flat();
    const data = await buildExport(db, facts, w.ana.email, new Date());

    // Other users' profiles lose the deleted trip from their joinedTrips: theirs, not Ana's data.
    const ownPaths = plan
      .filter((write) => !(write.op === 'arrayRemove' && write.field === 'joinedTrips'))
      .map((write) => write.path);
    expect(ownPaths.length).toBeGreaterThanOrEqual(14);
    // Among them what the two-part answers, the planner's work and the unpaid id left.
    for (const path of [
      docPath.privateAnswers(w.anaTrip, w.ben.uid),
      docPath.privateAnswers(w.caraTrip, w.ana.uid),
      docPath.note(w.caraTrip, 'by-ana'),
      docPath.tripIdHold(w.unpaidTrip),
      docPath.outboxItem(w.namedBatch),
    ])
      expect(ownPaths, path).toContain(path);
    for (const path of ownPaths) expect(data.documents, path).toContain(path);

    expect(data.profile?.data).toMatchObject({ email: w.ana.email, emailOptOut: true });
    expect(data.consent).toEqual({ acceptedTerms: true, acceptedTermsTimestamp: '2026-11-01T10:00:00.000Z' });
    expect(data.emailPreferences).toEqual({ optedOut: true });
    const [organized] = data.tripsOrganized;
    expect(organized.trip?.path).toBe(docPath.trip(w.anaTrip));
    const own = organized.responses.find((doc) => doc.path.endsWith(w.ana.uid));
    const bens = organized.responses.find((doc) => doc.path.endsWith(w.ben.uid));
    expect(own?.data).toMatchObject({ budget: '$900' });
    expect(typeof own?.data.submittedAt).toBe('string'); // a Timestamp, as ISO text
    expect(organized.privateAnswers.find((doc) => doc.path.endsWith(w.ana.uid))?.data).toMatchObject({
      accommodations: 'Ana: no nuts',
    });
    // Ben's answer is Ben's to export: by name only, its private part by path only.
    expect(Object.keys(bens?.data ?? {}).sort()).toEqual(['name', 'submittedAt']);
    expect(organized.privateAnswers.find((doc) => doc.path.endsWith(w.ben.uid))?.data).toEqual({});
    expect(JSON.stringify(data)).not.toContain('insulin');
    expect(organized.invitations.map((doc) => doc.data.email)).toEqual(['dee@example.com']);
    expect(organized.plannerNotes.map((doc) => doc.data)).toEqual([{ text: 'Call the ryokan' }]);
    expect(data.answersInOtherTrips).toEqual([
      expect.objectContaining({ tripId: w.caraTrip, tripName: 'Export trip' }),
    ]);
    expect(data.answersInOtherTrips[0].privateAnswers?.data).toMatchObject({ accommodations: 'Ana in Cara trip' });
    expect(data.tripIdHolds.map((doc) => doc.path)).toEqual([docPath.tripIdHold(w.unpaidTrip)]);
    expect(data.plannerWork.stamps).toEqual([{ tripId: w.caraTrip, field: 'assignedTo' }]);
    expect(data.plannerWork.notesWritten.map((doc) => doc.data.text)).toEqual(['Ryokan booked']);
    expect(data.answerNoticeMentions).toContain(docPath.outboxItem(w.namedBatch));
    expect(data.invitationsReceived.map((entry) => entry.tripId)).toEqual([w.caraTrip]);
    expect(data.payments.map((doc) => doc.path)).toEqual([docPath.checkout(w.checkout)]);
    expect(data.emailLog.map((doc) => doc.path)).toContain(docPath.outboxItem(w.outboxId));
    expect(data.answerNoticeMentions).toContain(docPath.answerDigest(w.caraTrip));
    // Nothing of Cara's own data.
    expect(data.documents).not.toContain(docPath.user(w.cara.uid));
  });

  it('answers the freshly signed-in caller with their own data only', async () => {
    const w = await world();
    const res = await callFunction('exportMyData', { token: w.ana.token, body: {} });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ format: 'tripwise-account-export/1', account: { uid: w.ana.uid } });
    expect(res.body.documents).toContain(docPath.user(w.ana.uid));
    expect(res.body.documents).not.toContain(docPath.user(w.ben.uid));
  });

  it('refuses a sign-in older than five minutes, a missing token, another method and a body', async () => {
    const w = await world();
    const stale = emulatorToken({ ...claimsOf(w.ana.token), auth_time: Math.floor(Date.now() / 1000) - 10 * 60 });
    // One after another: each request in flight at once costs the Functions emulator a new worker.
    const refusals: Awaited<ReturnType<typeof callFunction>>[] = [];
    for (const options of [
      { token: stale, body: {} },
      { body: {} },
      { token: w.ana.token, method: 'GET', body: undefined },
      { token: w.ana.token, body: { uid: w.ben.uid } },
    ])
      refusals.push(await callFunction('exportMyData', options));
    expect(refusals.map((r) => r.status)).toEqual([401, 401, 405, 400]);
    expect(refusals[0].body.error).toBe('Please sign in again before downloading your data.');
    expect(refusals[3].body.error).toBe('Unexpected field: uid');
    for (const refusal of refusals) expect(refusal.body).not.toHaveProperty('documents');
  });

  it('allows five exports an hour per account, then a 429 naming the limit; another account still exports', async () => {
    const w = await world();
    const exportOf = (token: string) => callFunction('exportMyData', { token, body: {} });
    for (let i = 0; i < 5; i += 1) expect((await exportOf(w.ana.token)).status).toBe(200);
    const over = await exportOf(w.ana.token);
    expect(over.status).toBe(429);
    expect(over.body.error).toContain('at most 5 data exports in an hour');
    expect(over.body).not.toHaveProperty('documents');
    expect((await exportOf(w.ben.token)).status).toBe(200);
  });
});
