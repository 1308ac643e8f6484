// @ts-check
// Per-route byte sizes of the production build, read from Vite's build manifest
// (dist/.vite/manifest.json). One module, two callers: the CI budget check
// (scripts/check-bundle-budgets.mjs) and the measuring command (scripts/measure-performance.mjs).
//
// A route's initial JS is what the browser must fetch before the page can render:
//   the entry chunk (index.html) and its static imports,
//   + for a "light" route (src/config/light-routes.ts), the light shell chunk
//     (src/app/light-shell.tsx), which the entry imports at once there; that is all;
//   + for every other route, the full app chunk (src/app/app.tsx: router, layout, route table),
//     which the entry imports at once on such routes, and its static imports,
//   + the route's lazy page chunk (src/app/routes.tsx) and its static imports,
//   + the auth API chunk, which AuthProvider imports at once on such routes (the Firebase SDK).
// A route's initial CSS is the CSS attached to those same chunks.
import { execSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * One measured route (see ROUTES).
 * @typedef {object} Route
 * @property {string} route
 * @property {string} url
 * @property {string | null} page
 * @property {boolean} light
 * @property {boolean} signedIn
 * @property {'planner' | 'member'} [account] Who Lighthouse signs in as: the demo organizer, or the large data set's planner or plan member.
 * @property {string} [note] Tells two URLs of one route apart in the Lighthouse table (e.g. '3 answers').
 */

/**
 * A route's initial JS and CSS: files and gzip bytes.
 * @typedef {object} RouteSizes
 * @property {string} route
 * @property {string[]} jsFiles
 * @property {string[]} cssFiles
 * @property {number} jsGzip
 * @property {number} cssGzip
 */

/**
 * @typedef {object} BundleSizes
 * @property {RouteSizes[]} routes
 * @property {number} totalCss
 */

/**
 * Vite's build manifest (dist/.vite/manifest.json), by source path.
 * @typedef {Record<string, { file: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[], css?: string[] }>} Manifest
 */

/** @typedef {'/dashboard' | '/create' | '/join/{id}' | '/dashboard/{id}' | '/admin' | '/admin/responses/{id}'} SignedInRoute */

export const KIB = 1024;

/**
 * The byte budgets (gzip bytes; docs/performance.md). Every signed-in route has its own initial-JS
 * budget, a few KiB above what it measured when set, so a route that grows fails `npm test`
 * and whoever grew it decides in the open: cut elsewhere, or raise the budget and say why.
 * CSS is the total of every stylesheet the app ships: stricter than per-route initial CSS (which
 * it bounds), and independent of how we split.
 * @type {{ landingJs: number, routeJs: Record<SignedInRoute, number>, totalCss: number }}
 */
export const BUDGETS = {
  landingJs: 90 * KIB,
  /** Initial JS per signed-in route (ROUTES' `route`). */
  routeJs: {
    // Round 4 (join questions, booking details, the readiness check, the invite summary shown
    // signed out) grew every signed-in first load by 4–7 KiB, mostly in the shared converters
    // and the join form; these budgets are the measured sizes rounded up (docs/bundle-budget.md, "Round 4").
    // Next: parse join questions and booking details in their own lazy modules, then lower them.
    // Round 5 (#48, the trip on the device): +1 KiB each for the sign-in and sign-out hooks of
    // the offline copy and the lazy service-worker notice (docs/bundle-budget.md, "Round 5").
    '/dashboard': 166 * KIB,
    '/create': 173 * KIB,
    '/join/{id}': 175 * KIB,
    // The trip plan may add up to 15 KiB to this page's first load.
    '/dashboard/{id}': 190 * KIB,
    '/admin': 168 * KIB,
    '/admin/responses/{id}': 185 * KIB,
  },
  // 15 KiB until deciding together (choices and questions on the plan) added their styles to
  // the plan's stylesheet, which loads with the plan only, never in a route's first load.
  totalCss: 16 * KIB,
};

const AUTH_API = 'src/features/auth/api/auth-api.ts';
const APP = 'src/app/app.tsx';
const LIGHT_SHELL = 'src/app/light-shell.tsx';

/**
 * The routes we measure. `page` is the lazy page module as src/app/routes.tsx imports it
 * (null: rendered by the light shell); `light` mirrors src/config/light-routes.ts (a light
 * route is measured for a visitor without a stored session: entry and light shell).
 * `url` is what Lighthouse opens; `signedIn` whether it does so signed in: as the demo organizer,
 * or as the large data set's planner (`account` 'planner') or its plan trip's member ('member');
 * `note` tells two URLs of one route apart in the Lighthouse table (their code, hence their byte
 * sizes, is the same).
 * @type {Route[]}
 */
export const ROUTES = [
  { route: '/', url: '/', page: null, light: true, signedIn: false },
  {
    route: '/login',
    url: '/login',
    page: 'src/features/auth/components/login-page.tsx',
    light: false,
    signedIn: false,
  },
  {
    route: '/signup',
    url: '/signup',
    page: 'src/features/auth/components/signup-page.tsx',
    light: false,
    signedIn: false,
  },
  {
    route: '/dashboard',
    url: '/dashboard',
    page: 'src/features/dashboard/components/dashboard-page.tsx',
    light: false,
    signedIn: true,
  },
  {
    route: '/create',
    url: '/create',
    page: 'src/features/trips/components/create-trip-page.tsx',
    light: false,
    signedIn: true,
  },
  {
    route: '/join/{id}',
    url: '/join/ana-summer-in-japan',
    page: 'src/features/responses/components/join-page.tsx',
    light: false,
    signedIn: true,
  },
  {
    route: '/dashboard/{id}',
    url: '/dashboard/ana-summer-in-japan',
    page: 'src/features/trips/components/trip-responses-page.tsx',
    light: false,
    signedIn: true,
  },
  // A member's trip page with the large data set's published 40-item plan (scripts/large-plan.ts).
  {
    route: '/dashboard/{id}',
    url: '/dashboard/large-forty-item-plan',
    page: 'src/features/trips/components/trip-responses-page.tsx',
    light: false,
    signedIn: true,
    account: 'member',
    note: '40-item plan',
  },
  // The planner workspace on the large data set (scripts/large-data.ts), as its planner.
  {
    route: '/admin',
    url: '/admin',
    page: 'src/features/admin/components/admin-home-page.tsx',
    light: false,
    signedIn: true,
    account: 'planner',
  },
  {
    route: '/admin/responses/{id}',
    url: '/admin/responses/ana-bali-retreat',
    page: 'src/features/admin/components/admin-responses-page.tsx',
    light: false,
    signedIn: true,
    account: 'planner',
    note: '3 answers',
  },
  {
    route: '/admin/responses/{id}',
    url: '/admin/responses/large-hundred-travelers',
    page: 'src/features/admin/components/admin-responses-page.tsx',
    light: false,
    signedIn: true,
    account: 'planner',
    note: '100 answers',
  },
];

/** Strings only the Firebase SDK's code contains (chunk names in Vite's preload map do not match). */
export const FIREBASE_MARKERS = [
  'identitytoolkit.googleapis.com',
  'firestore.googleapis.com',
  'initializeAuth',
  'FIREBASE_DEFAULTS',
];

/**
 * `vite build` into <root>/dist (production mode; the manifest is on in vite.config.ts).
 * @param {string} root
 */
export function buildProduction(root) {
  execSync('npx vite build --logLevel warn', { cwd: root, stdio: 'inherit' });
}

/**
 * @param {string} dist
 * @returns {Manifest}
 */
export function readManifest(dist) {
  return JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
}

/**
 * The manifest key and every chunk it statically imports, transitively.
 * @param {Manifest} manifest
 * @param {string} key
 * @param {Set<string>} [into]
 * @returns {Set<string>}
 */
export function staticClosure(manifest, key, into = new Set()) {
  if (!manifest[key]) throw new Error(`${key} is not in the build manifest (renamed? update scripts/bundle-sizes.mjs)`);
  if (into.has(key)) return into;
  into.add(key);
  for (const next of manifest[key].imports ?? []) staticClosure(manifest, next, into);
  return into;
}

/**
 * @param {Manifest} manifest
 * @returns {string}
 */
export function entryKey(manifest) {
  const key = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!key) throw new Error('the build manifest has no entry');
  return key;
}

/**
 * @param {string} dist
 * @param {string} file
 * @param {Map<string, number>} cache
 * @returns {number}
 */
function gzipSize(dist, file, cache) {
  if (!cache.has(file)) cache.set(file, gzipSync(readFileSync(join(dist, file))).length);
  return /** @type {number} */ (cache.get(file));
}

/**
 * Initial JS and CSS of one route: chunk keys, files and gzip bytes.
 * @param {string} dist
 * @param {Manifest} manifest
 * @param {Route} route
 * @param {Map<string, number>} [cache]
 * @returns {RouteSizes}
 */
export function routeSizes(dist, manifest, route, cache = new Map()) {
  const entry = entryKey(manifest);
  if (!(manifest[entry].dynamicImports ?? []).includes(APP)) {
    throw new Error(`${APP} is not loaded on demand by the entry (src/main.tsx changed? update this script)`);
  }
  if (route.light && route.page)
    throw new Error(`${route.route}: a light route is rendered by the entry, not a page chunk`);
  if (route.page && !(manifest[APP].dynamicImports ?? []).includes(route.page)) {
    throw new Error(`${route.page} is not a lazy route of the app (src/app/routes.tsx changed? update ROUTES)`);
  }
  const keys = staticClosure(manifest, entry);
  if (route.light) staticClosure(manifest, LIGHT_SHELL, keys);
  else {
    staticClosure(manifest, APP, keys);
    staticClosure(manifest, AUTH_API, keys);
  }
  if (route.page) staticClosure(manifest, route.page, keys);
  const jsFiles = [...keys].map((key) => manifest[key].file);
  const cssFiles = [...new Set([...keys].flatMap((key) => manifest[key].css ?? []))];
  const sum = (/** @type {string[]} */ files) => files.reduce((total, file) => total + gzipSize(dist, file, cache), 0);
  return { route: route.route, jsFiles, cssFiles, jsGzip: sum(jsFiles), cssGzip: sum(cssFiles) };
}

/**
 * Every stylesheet in the build, gzip bytes summed.
 * @param {string} dist
 * @returns {number}
 */
export function totalCssGzip(dist) {
  const files = readdirSync(join(dist, 'assets')).filter((name) => name.endsWith('.css'));
  return files.reduce((total, name) => total + gzipSync(readFileSync(join(dist, 'assets', name))).length, 0);
}

/**
 * Sizes of every measured route plus the total CSS.
 * @param {string} dist
 * @returns {BundleSizes}
 */
export function measureBundles(dist) {
  const manifest = readManifest(dist);
  /** @type {Map<string, number>} */
  const cache = new Map();
  return {
    // One row per route: two URLs of one route (3 and 100 answers) load the same code.
    routes: ROUTES.filter((route, i) => ROUTES.findIndex((r) => r.route === route.route) === i).map((route) =>
      routeSizes(dist, manifest, route, cache),
    ),
    totalCss: totalCssGzip(dist),
  };
}

/**
 * The budget checks as [name, ok, detail] triples.
 * @param {string} dist
 * @param {BundleSizes} [sizes]
 * @returns {Array<[name: string, ok: boolean, detail: string]>}
 */
export function checkBudgets(dist, sizes = measureBundles(dist)) {
  const landing = /** @type {RouteSizes} */ (sizes.routes.find((r) => r.route === '/'));
  const firebaseIn = landing.jsFiles.filter((file) => {
    const code = readFileSync(join(dist, file));
    return FIREBASE_MARKERS.some((marker) => code.includes(marker));
  });
  /** @type {Array<[name: string, ok: boolean, detail: string]>} */
  const routeChecks = Object.entries(BUDGETS.routeJs).map(([route, budget]) => {
    const measured = sizes.routes.find((r) => r.route === route);
    if (!measured) throw new Error(`${route} has a budget but is not measured (ROUTES in scripts/bundle-sizes.mjs)`);
    return [`${route} initial JS ≤ ${budget / KIB} KiB gzip`, measured.jsGzip <= budget, kib(measured.jsGzip)];
  });
  return [
    ['landing initial JS ≤ 90 KiB gzip', landing.jsGzip <= BUDGETS.landingJs, kib(landing.jsGzip)],
    [
      'landing initial JS has no Firebase code',
      firebaseIn.length === 0,
      firebaseIn.length ? `found in ${firebaseIn.join(', ')}` : 'none',
    ],
    ...routeChecks,
    [`total CSS ≤ ${BUDGETS.totalCss / KIB} KiB gzip`, sizes.totalCss <= BUDGETS.totalCss, kib(sizes.totalCss)],
  ];
}

/**
 * @param {number} bytes
 * @returns {string}
 */
export function kib(bytes) {
  return `${(bytes / KIB).toFixed(1)} KiB`;
}
