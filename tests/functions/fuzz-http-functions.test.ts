// Bad input, generated: REQUESTS_PER_FUNCTION seeded malformed requests to each HTTP function
// (helpers/fuzz.ts). Every one must be a 4xx with a JSON { error } — except invalid JSON
// labelled application/json, which the platform answers (HTML 400) before our code runs —,
// nothing in Firestore may change, and a valid request must still succeed afterwards.
// The bodies are built around a real paid checkout, so a request that slipped through would
// show as a new trip or checkout in the snapshot.
import { beforeEach, describe, expect, it } from 'vitest';
import {
  PROJECT_ID,
  adminDb,
  callFunction,
  clearFirestore,
  countDocs,
  createCheckout,
  paidCheckout,
  postWebhook,
  sessionEvent,
  signPayload,
  validTrip,
} from './helpers/emulators';
import {
  malformedRequests,
  mapWithConcurrency,
  type FuzzCase,
  type FuzzContext,
  type FuzzTarget,
} from './helpers/fuzz';
import { settledSnapshot } from './helpers/firestore-scan';
import { runStripeStandinDuringTests } from './helpers/standin';
import { TRIP_INPUT_KEYS } from '@domain/trip-input';
import { collectionPath, docPath } from '@domain/collections';

const REQUESTS_PER_FUNCTION = 240;
// Requests in flight at once. The Functions emulator gives each a worker process of its own
// (a Node start-up, a second or more of CPU), so eight at once started about 32 workers over
// the four functions while the other suites ran; two keep the burst and cost a quarter of that.
const CONCURRENCY = 2;
// Per trip money function (three of them): see the last test.
const MONEY_REQUESTS = 60;
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);

runStripeStandinDuringTests();

/** An unsigned ID token whose claims no verifier accepts: expired, for another project, or without a subject. */
function badToken(kind: 'expired' | 'other-project' | 'no-subject', random: () => number): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const uid = `forged-${Math.floor(random() * 1e6)}`;
  const project = kind === 'other-project' ? 'someone-elses-project' : PROJECT_ID;
  const claims = {
    iss: `https://securetoken.google.com/${project}`,
    aud: project,
    auth_time: now - 7200,
    iat: kind === 'expired' ? now - 7200 : now - 60,
    exp: kind === 'expired' ? now - 3600 : now + 3600,
    sub: kind === 'no-subject' ? '' : uid,
    user_id: uid,
    email: `${uid}@example.com`,
    firebase: { identities: {}, sign_in_provider: 'password' },
  };
  return `${encode({ alg: 'RS256', kid: 'forged', typ: 'JWT' })}.${encode(claims)}.${Buffer.from('not-a-signature').toString('base64url')}`;
}

const tripTypes: FuzzTarget['typedKeys'] = Object.fromEntries(
  TRIP_INPUT_KEYS.map((key) => [key, key === 'numPeople' ? 'number' : key === 'plannedOptions' ? 'object' : 'string']),
);

interface Outcome {
  fuzzCase: FuzzCase;
  status: number;
  contentType: string;
  error: unknown;
}

async function send(fuzzCase: FuzzCase, name: string): Promise<Outcome> {
  const res = await callFunction(name, fuzzCase.request);
  return { fuzzCase, status: res.status, contentType: res.contentType, error: res.body.error };
}

/** The request that failed, as sent (its body cut at 300 characters), and what came back. */
function sent({ fuzzCase, status, contentType, error }: Outcome): string {
  const { method = 'POST', headers = {}, rawBody, body } = fuzzCase.request;
  const text = rawBody ?? (body === undefined ? '' : JSON.stringify(body));
  const cut = text.length > 300 ? `${text.slice(0, 300)}… (${text.length} characters)` : text;
  return `${method} content-type ${headers['content-type'] ?? 'none'} body ${JSON.stringify(cut)} → ${status} ${contentType} ${JSON.stringify(error ?? null)}`;
}

/** What is wrong with an answer, or null when it is the expected refusal. */
function problemWith({ fuzzCase, status, contentType, error }: Outcome): string | null {
  if (fuzzCase.expect === 'platform-400') return status === 400 ? null : `expected the platform's 400, got ${status}`;
  if (status < 400 || status > 499) return `expected a 4xx, got ${status}`;
  if (!contentType.includes('application/json')) return `expected JSON, got ${contentType}`;
  if (typeof error !== 'string' || error.length === 0) return 'expected a JSON { error } naming the problem';
  return null;
}

async function fuzz(target: FuzzTarget, ctx: FuzzContext, count = REQUESTS_PER_FUNCTION) {
  const cases = malformedRequests(target, ctx, SEED, count);
  const before = await settledSnapshot();
  const outcomes = await mapWithConcurrency(cases, CONCURRENCY, (fuzzCase) => send(fuzzCase, target.name));
  const problems = outcomes.flatMap((outcome) => {
    const problem = problemWith(outcome);
    return problem ? [`[${outcome.fuzzCase.category}] ${outcome.fuzzCase.label}: ${problem}\n  ${sent(outcome)}`] : [];
  });
  expect(problems, problems.join('\n')).toEqual([]);
  expect(outcomes).toHaveLength(count);
  // Every category was exercised.
  expect(new Set(cases.map((c) => c.category)).size).toBeGreaterThanOrEqual(8);
  expect(await settledSnapshot()).toEqual(before);
}

describe(`fuzzing the HTTP functions (${REQUESTS_PER_FUNCTION} requests each, seed ${SEED})`, () => {
  beforeEach(clearFirestore);

  it(`createCheckoutSession refuses ${REQUESTS_PER_FUNCTION} malformed requests, writes nothing, then still opens a checkout`, async () => {
    const { user } = await paidCheckout();
    const target: FuzzTarget = {
      name: 'createCheckoutSession',
      auth: 'id-token',
      validBody: () => validTrip(),
      requiredKeys: [...TRIP_INPUT_KEYS],
      typedKeys: tripTypes,
      strictStringKeys: ['startDate', 'endDate', 'tripType', 'timingFlex', 'sameOrigin'],
    };
    const checkoutsBefore = await countDocs(collectionPath.checkouts);
    await fuzz(target, { token: user.token, badToken });
    const checkout = await createCheckout(user.token);
    expect(checkout.sessionId).toMatch(/^cs_test_/);
    expect(await countDocs(collectionPath.checkouts)).toBe(checkoutsBefore + 1);
  });

  it(`saveTripAfterPayment refuses ${REQUESTS_PER_FUNCTION} malformed requests about a paid session, then still fulfils it`, async () => {
    const { user, checkout } = await paidCheckout();
    const target: FuzzTarget = {
      name: 'saveTripAfterPayment',
      auth: 'id-token',
      validBody: () => ({ sessionId: checkout.sessionId, tripData: validTrip() }),
      requiredKeys: ['sessionId'],
      typedKeys: { sessionId: 'string' },
      strictStringKeys: ['sessionId'],
    };
    await fuzz(target, { token: user.token, badToken });
    const res = await callFunction('saveTripAfterPayment', {
      token: user.token,
      body: { sessionId: checkout.sessionId },
    });
    expect(res).toMatchObject({ status: 200, body: { tripId: checkout.tripId, created: true } });
  });

  it(`stripeWebhook refuses ${REQUESTS_PER_FUNCTION} malformed deliveries about a paid session, then still fulfils it`, async () => {
    const { checkout, session } = await paidCheckout();
    const event = () => JSON.parse(sessionEvent('checkout.session.completed', session)) as Record<string, unknown>;
    const target: FuzzTarget = {
      name: 'stripeWebhook',
      auth: 'stripe-signature',
      validBody: event,
      requiredKeys: ['type', 'data'],
      typedKeys: { type: 'string', data: 'object' },
      strictStringKeys: ['type'],
    };
    await fuzz(target, { sign: (payload, timestamp) => signPayload(payload, undefined, timestamp), badToken });
    const payload = JSON.stringify(event());
    expect(await postWebhook(payload, signPayload(payload))).toMatchObject({ status: 200, body: { received: true } });
    expect(await countDocs(collectionPath.trips)).toBe(1);
    expect((await adminDb().doc(docPath.trip(checkout.tripId)).get()).exists).toBe(true);
  });

  it(`deleteAccount refuses ${REQUESTS_PER_FUNCTION} malformed requests, deletes nothing, then still deletes the account`, async () => {
    const { user, checkout } = await paidCheckout();
    // An organized trip, so a request that slipped through would show as a deletion.
    await callFunction('saveTripAfterPayment', { token: user.token, body: { sessionId: checkout.sessionId } });
    expect(await countDocs(collectionPath.trips)).toBe(1);
    const target: FuzzTarget = {
      name: 'deleteAccount',
      auth: 'id-token',
      validBody: () => ({}),
      requiredKeys: [],
      typedKeys: {},
      strictStringKeys: [],
    };
    await fuzz(target, { token: user.token, badToken });
    const res = await callFunction('deleteAccount', { token: user.token, body: {} });
    expect(res.status).toBe(200);
    expect(await countDocs(collectionPath.trips)).toBe(0);
  });

  // Trip money's traveler functions (docs/payments.md, "Trip money"), fewer requests each: the
  // generators are round-robin, so every category is still sent. About a trip that does not
  // exist, so a request that slipped through shows as a 5xx or a write, never as a payment.
  it(`payTripMoney, cancelMyPlace and confirmTripPayment refuse ${MONEY_REQUESTS} malformed requests each and write nothing`, async () => {
    const { user } = await paidCheckout();
    const tripId = 'no-such-trip';
    const targets: FuzzTarget[] = [
      {
        name: 'payTripMoney',
        auth: 'id-token',
        validBody: () => ({ tripId, kind: 'deposit', acceptedPolicyVersion: 1 }),
        requiredKeys: ['tripId', 'kind', 'acceptedPolicyVersion'],
        typedKeys: { tripId: 'string', kind: 'string', acceptedPolicyVersion: 'number' },
        strictStringKeys: ['kind'],
      },
      {
        name: 'cancelMyPlace',
        auth: 'id-token',
        validBody: () => ({ tripId, confirm: false }),
        requiredKeys: ['tripId', 'confirm'],
        typedKeys: { tripId: 'string', confirm: 'boolean' },
        strictStringKeys: [],
      },
      {
        name: 'confirmTripPayment',
        auth: 'id-token',
        validBody: () => ({ tripId, sessionId: 'cs_test_none' }),
        requiredKeys: ['tripId', 'sessionId'],
        typedKeys: { tripId: 'string', sessionId: 'string' },
        strictStringKeys: ['sessionId'],
      },
    ];
    for (const target of targets) {
      await fuzz(target, { token: user.token, badToken }, MONEY_REQUESTS);
      const res = await callFunction(target.name, { token: user.token, body: target.validBody() });
      expect(res, target.name).toMatchObject({ status: 404, contentType: expect.stringContaining('application/json') });
    }
  });
});
