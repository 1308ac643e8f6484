// Talking to the emulators (started by `npm test`, scripts/test.mjs), and to the Stripe stand-in.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import Stripe from 'stripe';
import {
  AUTH_EMULATOR_HOST,
  firestoreClearUrl,
  functionsBase,
  PROJECT_ID,
  STRIPE_ORIGIN,
  pointAdminSdkAtEmulators,
} from '../../../scripts/local-endpoints.mjs';
import { LOCAL_STRIPE } from '../../../scripts/local-config.mjs';
import { addDays, todayIsoDay } from '@domain/calendar-day';
import { docPath } from '@domain/collections';

// The functions tests need the Functions emulator, which serves the app's project only.
export { PROJECT_ID };
export const FUNCTIONS_BASE = functionsBase();
export const STANDIN_BASE = STRIPE_ORIGIN;
/** The Auth emulator's REST API (the identitytoolkit endpoints the client SDK calls). */
export const AUTH_REST = `http://${AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1`;

pointAdminSdkAtEmulators();

const adminApp = () => getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });

export function adminDb() {
  return getFirestore(adminApp());
}

export async function clearFirestore(): Promise<void> {
  // 409: a trigger's transaction (email outbox, invite sync) still held a lock; try again.
  for (let attempt = 1; ; attempt++) {
    const res = await fetch(firestoreClearUrl(), { method: 'DELETE' });
    if (res.ok) return;
    if (res.status !== 409 || attempt === 10) throw new Error(`Clearing Firestore failed: ${res.status}`);
    await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
  }
}

let userCounter = 0;
const TEST_PASSWORD = 'secret-password';

/** Signs in with the test password; status and ID token ('' when refused). */
export async function signInWithPassword(email: string): Promise<{ status: number; token: string }> {
  const res = await fetch(`${AUTH_REST}/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: TEST_PASSWORD, returnSecureToken: true }),
  });
  const body = (await res.json()) as { idToken?: string };
  return { status: res.status, token: body.idToken ?? '' };
}

/**
 * A fresh Auth emulator user; returns its uid and an ID token from a sign-in right after.
 * Not the sign-up's own token: the emulator dates that token's auth_time from the start of the
 * request but "tokens valid since" from its end, so when the password hashing straddles a
 * second the token looks revoked to checkRevoked (deleteAccount) and is refused with 401.
 */
export async function signUp(
  options: { firstName?: string; verified?: boolean } = {},
): Promise<{ uid: string; token: string; email: string }> {
  userCounter += 1;
  const email = `payer-${Date.now()}-${userCounter}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const res = await fetch(`${AUTH_REST}/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: TEST_PASSWORD, returnSecureToken: true }),
  });
  const body = (await res.json()) as { localId: string };
  if (!res.ok) throw new Error(`signUp failed: ${JSON.stringify(body)}`);
  // Joining and paying need a verified email (docs/security.md, "Round 3"): verified unless the
  // test is about an unverified account. The sign-in below then carries email_verified.
  if (options.verified !== false) await getAuth(adminApp()).updateUser(body.localId, { emailVerified: true });
  const signIn = await signInWithPassword(email);
  if (signIn.status !== 200) throw new Error(`signInWithPassword after signUp failed: ${signIn.status}`);
  // The organizer's first name comes from the profile (createCheckoutSession reads it there).
  if (options.firstName !== undefined)
    await adminDb().doc(docPath.user(body.localId)).set({ email, firstName: options.firstName });
  return { uid: body.localId, token: signIn.token, email };
}

/**
 * A user signed in with a custom token. Unlike password sign-ups, the Auth emulator records no
 * "tokens valid since" time for them, so a token re-dated to an older sign-in (below) is not
 * taken for a revoked one and reaches deleteAccount's own recent-sign-in check.
 */
export async function customTokenUser(): Promise<{ uid: string; token: string; email: string }> {
  const uid = `custom-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const auth = getAuth(getApps()[0] ?? initializeApp({ projectId: PROJECT_ID }));
  // The account has its address, verified, as a real one does: deletion finds mail queued to it
  // by address only at a verified one (docs/security.md, "Round 4").
  await auth.createUser({ uid, email: `${uid}@example.com`, emailVerified: true });
  const res = await fetch(`${AUTH_REST}/accounts:signInWithCustomToken?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: await auth.createCustomToken(uid), returnSecureToken: true }),
  });
  const body = (await res.json()) as { idToken: string };
  if (!res.ok) throw new Error(`signInWithCustomToken failed: ${JSON.stringify(body)}`);
  return { uid, token: body.idToken, email: `${uid}@example.com` };
}

export interface CallOptions {
  method?: string;
  token?: string;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
}

export async function callFunction(
  name: string,
  options: CallOptions = {},
): Promise<{ status: number; body: Record<string, unknown>; contentType: string }> {
  const headers: Record<string, string> = { ...(options.headers ?? {}) };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let payload: string | undefined;
  if (options.rawBody !== undefined) payload = options.rawBody;
  else if (options.body !== undefined) payload = JSON.stringify(options.body);
  if (payload !== undefined && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type'))
    headers['content-type'] = 'application/json';
  const res = await fetch(`${FUNCTIONS_BASE}/${name}`, { method: options.method ?? 'POST', headers, body: payload });
  const text = await res.text();
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    body = { nonJson: text };
  }
  return { status: res.status, body, contentType: res.headers.get('content-type') ?? '' };
}

function isoDayFromNow(days: number): string {
  return addDays(todayIsoDay(), days);
}

export function validTrip(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    tripName: `Summer in Japan ${Math.random().toString(36).slice(2, 8)}`,
    numPeople: 4,
    timingFlex: 'same',
    destination: 'Tokyo',
    vibe: 'Food and temples',
    sameOrigin: 'yes',
    startDate: isoDayFromNow(30),
    endDate: isoDayFromNow(37),
    plannedOptions: { hotels: true, restaurants: false, flights: true, transport: false, tickets: false, all: false },
    extraNotes: '',
    tripType: 'domestic',
    ...overrides,
  };
}

export async function createCheckout(token: string, trip = validTrip()) {
  const res = await callFunction('createCheckoutSession', { token, body: trip });
  if (res.status !== 200) throw new Error(`createCheckoutSession failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { url: string; sessionId: string; tripId: string };
}

/** Lets the stand-in's clock run out on an open session; it posts checkout.session.expired. */
export async function expireOnStandin(sessionId: string): Promise<void> {
  const res = await fetch(`${STANDIN_BASE}/_test/sessions/${sessionId}/expire`, { method: 'POST' });
  if (!res.ok) throw new Error(`expire failed: ${res.status}`);
}

/** Presses "Pay" on the stand-in's checkout page (with 4242… unless `card` says); it sends the signed webhook, then redirects. */
export async function payOnStandin(sessionId: string, card?: string): Promise<string | null> {
  const res = await fetch(`${STANDIN_BASE}/pay/${sessionId}/complete`, {
    method: 'POST',
    redirect: 'manual',
    ...(card ? { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `card=${card}` } : {}),
  });
  return res.headers.get('location');
}

export async function patchStandinSession(sessionId: string, patch: Record<string, unknown>): Promise<void> {
  const res = await fetch(`${STANDIN_BASE}/_test/sessions/${sessionId}/status`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(patch),
  });
  if (!res.ok) throw new Error(`patch failed: ${res.status}`);
}

export async function getStandinSession(sessionId: string): Promise<Record<string, unknown>> {
  const res = await fetch(`${STANDIN_BASE}/v1/checkout/sessions/${sessionId}`, {
    headers: { authorization: `Bearer ${LOCAL_STRIPE.secretKey}` },
  });
  return (await res.json()) as Record<string, unknown>;
}

/** Signs a webhook payload the way Stripe does (the header the stand-in also sends). */
export function signPayload(payload: string, secret = LOCAL_STRIPE.webhookSecret, timestamp?: number): string {
  return new Stripe(LOCAL_STRIPE.secretKey).webhooks.generateTestHeaderString({
    payload,
    secret,
    ...(timestamp === undefined ? {} : { timestamp }),
  });
}

/** A signed Stripe event around a Checkout Session object, as Stripe would post it. */
export function sessionEvent(
  type: string,
  session: unknown,
  id = `evt_${Math.random().toString(36).slice(2, 12)}`,
): string {
  return JSON.stringify({
    id,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object: session },
  });
}

export function postWebhook(rawBody: string, signature?: string) {
  return callFunction('stripeWebhook', {
    rawBody,
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
  });
}

/** The number of documents in a top-level collection (`collectionPath.trips`, …). */
export async function countDocs(collection: string): Promise<number> {
  return (await adminDb().collection(collection).count().get()).data().count;
}

/** A signed-in user's checkout that Stripe (the stand-in) now reports as paid. */
export async function paidCheckout(trip = validTrip()) {
  const user = await signUp();
  const checkout = await createCheckout(user.token, trip);
  await patchStandinSession(checkout.sessionId, { payment_status: 'paid', status: 'complete' });
  return { user, checkout, session: await getStandinSession(checkout.sessionId) };
}
