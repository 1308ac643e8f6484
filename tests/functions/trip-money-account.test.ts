// Trip money in account deletion and "Download my data" (issue 42): a traveler's share and the
// organizer's status view of it are theirs, so they go with the account and are in its export;
// the ledger (tripPayments) and the checkouts (moneyCheckouts) are kept for accounting and are in
// the export too. Both are derived from the collections' declarations (domain/collections.ts,
// account/personal-records.ts); another traveler's documents are neither deleted nor exported.
import { describe, expect, it } from 'vitest';
import { callFunction, customTokenUser, signUp } from './helpers/emulators';
import { functionsDb } from './helpers/email';
import { docPath } from '@domain/collections';

const unique = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

/** Ana has a share and a status on two trips, a payment and its checkout; Ben has his own on the first. */
async function moneyWorld() {
  const db = functionsDb();
  const [ana, ben] = await Promise.all([customTokenUser(), signUp()]);
  const [lisbon, porto, anaIntent, benIntent, anaSession, benSession] = [
    unique('lisbon'),
    unique('porto'),
    unique('pi_ana'),
    unique('pi_ben'),
    unique('cs_ana'),
    unique('cs_ben'),
  ];
  const share = (tripId: string, uid: string) => ({ uid, tripId, status: 'deposit-paid', paidMinor: 30000 });
  const anas = {
    shares: [docPath.share(lisbon, ana.uid), docPath.share(porto, ana.uid)],
    statuses: [docPath.paymentStatus(lisbon, ana.uid), docPath.paymentStatus(porto, ana.uid)],
    ledger: docPath.tripPayment(anaIntent),
    checkout: docPath.moneyCheckout(anaSession),
  };
  const bens = [
    docPath.share(lisbon, ben.uid),
    docPath.paymentStatus(lisbon, ben.uid),
    docPath.tripPayment(benIntent),
    docPath.moneyCheckout(benSession),
  ];
  await Promise.all([
    db.doc(anas.shares[0]).set(share(lisbon, ana.uid)),
    db.doc(anas.shares[1]).set(share(porto, ana.uid)),
    db.doc(anas.statuses[0]).set({ uid: ana.uid, status: 'deposit-paid' }),
    db.doc(anas.statuses[1]).set({ uid: ana.uid, status: 'due' }),
    db.doc(anas.ledger).set({ paymentIntentId: anaIntent, tripId: lisbon, uid: ana.uid, amountMinor: 30000 }),
    db.doc(anas.checkout).set({ sessionId: anaSession, tripId: lisbon, uid: ana.uid, status: 'paid' }),
    db.doc(bens[0]).set(share(lisbon, ben.uid)),
    db.doc(bens[1]).set({ uid: ben.uid, status: 'deposit-paid' }),
    db.doc(bens[2]).set({ paymentIntentId: benIntent, tripId: lisbon, uid: ben.uid, amountMinor: 30000 }),
    db.doc(bens[3]).set({ sessionId: benSession, tripId: lisbon, uid: ben.uid, status: 'paid' }),
  ]);
  const exists = async (path: string) => (await db.doc(path).get()).exists;
  return { ana, anas, bens, exists };
}

const pathsOf = (docs: unknown) => ((docs ?? []) as { path: string }[]).map((doc) => doc.path).sort();

describe('trip money and the account', () => {
  it("Download my data holds the account's shares, statuses, payments and checkouts, and no one else's", async () => {
    const { ana, anas, bens } = await moneyWorld();
    const res = await callFunction('exportMyData', { token: ana.token, body: {} });
    expect(res.status).toBe(200);
    const byCollection = res.body.byCollection as Record<string, unknown>;
    expect(pathsOf(byCollection.shares)).toEqual([...anas.shares].sort());
    expect(pathsOf(byCollection.paymentStatus)).toEqual([...anas.statuses].sort());
    expect(pathsOf(byCollection.tripPayments)).toEqual([anas.ledger]);
    expect(pathsOf(byCollection.moneyCheckouts)).toEqual([anas.checkout]);
    const shareData = (byCollection.shares as { data: Record<string, unknown> }[])[0].data;
    expect(shareData).toMatchObject({ uid: ana.uid, paidMinor: 30000 });
    const documents = res.body.documents as string[];
    expect(documents).toEqual(expect.arrayContaining([...anas.shares, ...anas.statuses, anas.ledger, anas.checkout]));
    for (const path of bens) expect(documents).not.toContain(path);
  });

  it('deleting the account deletes its shares and statuses; the ledger, its checkouts and another traveler’s stay', async () => {
    const { ana, anas, bens, exists } = await moneyWorld();
    const res = await callFunction('deleteAccount', { token: ana.token, body: {} });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ deleted: true, authAccount: 'deleted' });
    expect(await Promise.all([...anas.shares, ...anas.statuses].map(exists))).toEqual([false, false, false, false]);
    expect(await Promise.all([anas.ledger, anas.checkout].map(exists))).toEqual([true, true]);
    expect(await Promise.all(bens.map(exists))).toEqual([true, true, true, true]);
  });
});
