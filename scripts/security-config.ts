// One definition of the browser-facing security settings (docs/security.md, "Security headers"
// and "Images only from this project's bucket"): the HTTP security headers served by Firebase
// Hosting (firebase.json) and by the Vite dev/preview servers (vite.config.ts), and the
// Storage-bucket pattern in firestore.rules. Rules and firebase.json cannot compute anything,
// so this script writes their copies and checks them:
//   node --import tsx scripts/security-config.ts --write   (npm run security:write)
//   node --import tsx scripts/security-config.ts --check   (deploy predeploy; unit-tested)
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { loadEnv } from 'vite';
import { storageBucketFor, storageObjectPrefix, storageObjectUrlPattern } from '../functions/src/domain/storage-bucket';

const root = fileURLToPath(new URL('..', import.meta.url));
const FIREBASE_JSON = `${root}firebase.json`;
const RULES = `${root}firestore.rules`;

/**
 * The one inline script of the production build (vite.config.ts, preloadFirstChunks): constant
 * text, so the policy allows it by its hash. What changes per build (the chunk names) sits in
 * the JSON block it reads, which is data and never runs: `light` the light routes, `shell` the
 * light shell's chunks (preloaded there for a visitor without a stored session), `files` the
 * full app's and the auth SDK's chunks (preloaded everywhere else), plus, from `pages` (pairs of
 * a path pattern and indexes into `pageFiles`), the chunks of the page at this URL, so that its
 * code arrives with the app's instead of after it. Stylesheets are preloaded as styles (the
 * lazy import that needs them applies them). With the full app it also opens the connections
 * to `origins`, the Auth and Firestore endpoints whose first requests (restoring the session,
 * the page's reads) are on the way to the page; a light page opens none. docs/routing.md.
 */
export const AUTH_PRELOAD_DATA_ID = 'tripwise-auth-preload';
export const AUTH_PRELOAD_SCRIPT =
  `(function(){try{var d=JSON.parse(document.getElementById('${AUTH_PRELOAD_DATA_ID}').textContent),` +
  `s=Object.keys(localStorage).concat(Object.keys(sessionStorage)),u=location.pathname,` +
  `g=(d.pages||[]).filter(function(r){return new RegExp(r[0],'i').test(u)})[0],` +
  `a=!(d.light.indexOf(u)>=0&&!s.some(function(k){return k.indexOf('firebase:authUser:')===0})),` +
  `f=a?d.files.concat(g?g[1].map(function(i){return d.pageFiles[i]}):[]):d.shell;` +
  `if(a)(d.origins||[]).forEach(function(o){var l=document.createElement('link');l.rel='preconnect';l.crossOrigin='';l.href=o;document.head.appendChild(l)});` +
  `f.forEach(function(p){var l=document.createElement('link'),c=/\\.css$/.test(p);l.rel=c?'preload':'modulepreload';` +
  `if(c)l.as='style';l.crossOrigin='';l.href='/'+p;document.head.appendChild(l)})}catch(e){}})()`;

// The Firebase endpoints the app calls (Auth: sign-in and token refresh; Firestore lite: REST).
export const FIREBASE_ENDPOINTS = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
  'https://firestore.googleapis.com',
];

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

export interface PolicyOptions {
  /** The Storage bucket images may come from. */
  bucket: string;
  /** Origins of the local emulators the app calls (dev and local preview only). */
  emulatorOrigins?: readonly string[];
  /**
   * The Vite dev server: its React Refresh preamble is one more inline script (allowed by its
   * hash) and it injects CSS as <style> elements ('unsafe-inline' styles, dev only).
   */
  viteDev?: boolean;
}

export function contentSecurityPolicy({ bucket, emulatorOrigins = [], viteDev = false }: PolicyOptions): string {
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", sha256(AUTH_PRELOAD_SCRIPT), ...(viteDev ? [sha256(viteReactPreamble())] : [])]],
    ['style-src', ["'self'", ...(viteDev ? ["'unsafe-inline'"] : [])]],
    ['img-src', ["'self'", 'data:', storageObjectPrefix(bucket)]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...FIREBASE_ENDPOINTS, ...emulatorOrigins]],
    ['frame-src', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** The headers every response carries (besides caching, which firebase.json sets per path). */
export function securityHeaders(options: PolicyOptions): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    // Invite links carry a key in the query: never send a page's URL to another origin.
    'Referrer-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  };
}

/** What @vitejs/plugin-react injects inline in dev (its transformIndexHtml, base '/'). */
function viteReactPreamble(): string {
  return react.preambleCode.replace('__BASE__', '/');
}

/**
 * The bucket from the same variables the app's production build reads (the environment, then
 * .env / .env.local / .env.production files, as Vite loads them).
 */
export function configuredBucket(
  env: Record<string, string | undefined> = loadEnv('production', root, 'VITE_'),
): string {
  return storageBucketFor(env.VITE_FIREBASE_PROJECT_ID ?? 'demo-tripplanner', env.VITE_FIREBASE_STORAGE_BUCKET);
}

/**
 * Local emulator origins (ports from firebase.json) the app calls in dev and local preview; a
 * build told another Firestore port (VITE_FIRESTORE_EMULATOR_PORT, `npm run perf`) calls that one.
 */
export function emulatorOrigins(
  host = process.env.VITE_EMULATOR_HOST ?? '127.0.0.1',
  firestorePort = process.env.VITE_FIRESTORE_EMULATOR_PORT,
): string[] {
  const { emulators } = JSON.parse(readFileSync(FIREBASE_JSON, 'utf8')) as {
    emulators: Record<string, { port?: number }>;
  };
  return [`http://${host}:${emulators.auth.port}`, `http://${host}:${firestorePort ?? emulators.firestore.port}`];
}

// ---------- the copies in firebase.json and firestore.rules ----------

type HostingHeaders = { source: string; headers: { key: string; value: string }[] }[];

const RULES_LINE = /^(\s*function storageImageUrlPattern\(\) \{ return ')(.*)('; \})$/m;

/** firebase.json with `**` carrying the production headers (other entries kept). */
function firebaseJsonWithHeaders(text: string, bucket: string): string {
  const config = JSON.parse(text) as { hosting: { headers: HostingHeaders } };
  const security = Object.entries(securityHeaders({ bucket })).map(([key, value]) => ({ key, value }));
  const all = config.hosting.headers.find((entry) => entry.source === '**');
  if (!all) throw new Error('firebase.json: hosting.headers has no "**" entry');
  const names = new Set(security.map((h) => h.key));
  all.headers = [...all.headers.filter((h) => !names.has(h.key)), ...security];
  return `${compactJson(config, '')}\n`;
}

/** JSON with anything that fits on a line kept on one line, as firebase.json is written by hand. */
function compactJson(value: unknown, indent: string): string {
  const flat = JSON.stringify(value, null, 1).replace(/\n\s*/g, ' ').replace(/\[ /g, '[').replace(/ \]/g, ']');
  if (typeof value !== 'object' || value === null || indent.length + flat.length <= 100)
    return flat.replace(/\{ /g, '{ ').replace(/ \}/g, ' }');
  const inner = `${indent}  `;
  const items = Array.isArray(value)
    ? value.map((item) => inner + compactJson(item, inner))
    : Object.entries(value).map(([key, item]) => `${inner}${JSON.stringify(key)}: ${compactJson(item, inner)}`);
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  return `${open}\n${items.join(',\n')}\n${indent}${close}`;
}

function rulesWithBucket(text: string, bucket: string): string {
  if (!RULES_LINE.test(text))
    throw new Error('firestore.rules: the generated storageImageUrlPattern() line is missing');
  return text.replace(
    RULES_LINE,
    (_m, head: string, _old: string, tail: string) => head + storageObjectUrlPattern(bucket) + tail,
  );
}

/**
 * Inline scripts of a built page that the policy does not allow by hash (JSON data blocks do
 * not run and need nothing). Empty when the page runs under the policy as built.
 */
export function inlineScriptsOutsidePolicy(html: string, policy: string): string[] {
  const allowed = new Set(policy.match(/'sha256-[^']+'/g) ?? []);
  const outside: string[] = [];
  for (const [, attrs, body] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=/.test(attrs) || /type="application\/json"/.test(attrs) || body === '') continue;
    if (!allowed.has(sha256(body))) outside.push(body.slice(0, 80));
  }
  return outside;
}

/** Files whose copy differs from the definition here (empty when everything is in step). */
export function outOfStep(bucket = configuredBucket()): string[] {
  const stale: string[] = [];
  const firebaseJson = readFileSync(FIREBASE_JSON, 'utf8');
  if (
    JSON.stringify(JSON.parse(firebaseJsonWithHeaders(firebaseJson, bucket))) !==
    JSON.stringify(JSON.parse(firebaseJson))
  )
    stale.push('firebase.json');
  const rules = readFileSync(RULES, 'utf8');
  if (rulesWithBucket(rules, bucket) !== rules) stale.push('firestore.rules');
  // After a build (Hosting's predeploy runs after it): the page must run under the policy.
  const built = `${root}dist/index.html`;
  if (existsSync(built)) {
    const policy = contentSecurityPolicy({ bucket });
    if (inlineScriptsOutsidePolicy(readFileSync(built, 'utf8'), policy).length > 0)
      stale.push('dist/index.html (an inline script the policy does not allow)');
  }
  return stale;
}

function main(mode: string | undefined): void {
  const bucket = configuredBucket();
  if (mode === '--write') {
    writeFileSync(FIREBASE_JSON, firebaseJsonWithHeaders(readFileSync(FIREBASE_JSON, 'utf8'), bucket));
    writeFileSync(RULES, rulesWithBucket(readFileSync(RULES, 'utf8'), bucket));
    console.log(`Security headers and the Storage bucket (${bucket}) written to firebase.json and firestore.rules.`);
    return;
  }
  if (mode === '--check') {
    const stale = outOfStep(bucket);
    if (stale.length === 0) return;
    console.error(`${stale.join(' and ')} not in step with scripts/security-config.ts (bucket ${bucket}).`);
    console.error('Run `npm run security:write` with the same VITE_FIREBASE_* variables, then commit.');
    process.exit(1);
  }
  console.error('Usage: node --import tsx scripts/security-config.ts --write|--check');
  process.exit(2);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main(process.argv[2]);
