import { describe, expect, it } from 'vitest';
import { decideFulfilment, type PendingCheckout, type SessionFacts } from '@domain/fulfilment';

const record = (overrides: Partial<PendingCheckout> = {}): PendingCheckout => ({
  uid: 'uid-ana',
  tripId: 'ana-summer-in-japan',
  amount: 2500,
  currency: 'usd',
  status: 'pending',
  ...overrides,
});

const paidSession = (overrides: Partial<SessionFacts> = {}): SessionFacts => ({
  id: 'cs_test_1',
  payment_status: 'paid',
  amount_total: 2500,
  currency: 'usd',
  metadata: { tripId: 'ana-summer-in-japan', uid: 'uid-ana' },
  ...overrides,
});

const reason = (session: SessionFacts, stored: PendingCheckout | null, callerUid?: string) => {
  const decision = decideFulfilment(session, stored, callerUid);
  return decision.action === 'reject' ? decision.reason : decision.action;
};

describe('decideFulfilment', () => {
  it('fulfils a paid session that matches its record, from the webhook or from its owner', () => {
    expect(decideFulfilment(paidSession(), record())).toEqual({ action: 'fulfil' });
    expect(decideFulfilment(paidSession(), record(), 'uid-ana')).toEqual({ action: 'fulfil' });
    expect(reason(paidSession({ currency: 'USD' }), record())).toBe('fulfil');
  });

  it('rejects when there is no stored record', () => {
    expect(reason(paidSession(), null)).toBe('missing-record');
    expect(reason(paidSession(), null, 'uid-ana')).toBe('missing-record');
  });

  it("rejects another user's session, even an already fulfilled one", () => {
    expect(reason(paidSession(), record(), 'uid-mallory')).toBe('wrong-user');
    expect(reason(paidSession(), record({ status: 'fulfilled' }), 'uid-mallory')).toBe('wrong-user');
  });

  it('rejects unpaid sessions, whatever else they say', () => {
    for (const payment_status of ['unpaid', 'no_payment_required', null]) {
      expect(reason(paidSession({ payment_status }), record())).toBe('not-paid');
    }
  });

  it('rejects a session that names another trip or user in its metadata', () => {
    expect(reason(paidSession({ metadata: { tripId: 'bob-other-trip', uid: 'uid-ana' } }), record())).toBe(
      'metadata-mismatch',
    );
    expect(reason(paidSession({ metadata: { tripId: 'ana-summer-in-japan', uid: 'uid-bob' } }), record())).toBe(
      'metadata-mismatch',
    );
    expect(reason(paidSession({ metadata: {} }), record())).toBe('metadata-mismatch');
    expect(reason(paidSession({ metadata: null }), record())).toBe('metadata-mismatch');
  });

  it('rejects a session whose amount or currency differs from the record', () => {
    expect(reason(paidSession({ amount_total: 2499 }), record())).toBe('amount-mismatch');
    expect(reason(paidSession({ amount_total: 5000 }), record())).toBe('amount-mismatch');
    expect(reason(paidSession({ amount_total: null }), record())).toBe('amount-mismatch');
    expect(reason(paidSession({ amount_total: 5000 }), record({ amount: 5000 }))).toBe('fulfil');
    expect(reason(paidSession({ currency: 'eur' }), record())).toBe('currency-mismatch');
    expect(reason(paidSession({ currency: null }), record())).toBe('currency-mismatch');
  });

  it('is a no-op success once fulfilled, whatever Stripe reports later', () => {
    expect(decideFulfilment(paidSession(), record({ status: 'fulfilled' }))).toEqual({ action: 'already-fulfilled' });
    expect(reason(paidSession({ payment_status: 'unpaid' }), record({ status: 'fulfilled' }), 'uid-ana')).toBe(
      'already-fulfilled',
    );
  });

  it('keeps a conflicting checkout conflicting', () => {
    expect(reason(paidSession(), record({ status: 'conflict' }))).toBe('conflict');
  });

  it('lets Stripe have the last word after a failed async payment', () => {
    expect(reason(paidSession(), record({ status: 'failed' }))).toBe('fulfil');
    expect(reason(paidSession({ payment_status: 'unpaid' }), record({ status: 'failed' }))).toBe('not-paid');
  });
});
