// @vitest-environment node
// The manifest arithmetic behind the CI byte budgets and `npm run perf` (scripts/bundle-sizes.mjs),
// on a small fake build, so a wrong closure or a blind budget check fails here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  BUDGETS,
  checkBudgets,
  measureBundles,
  ROUTES,
  routeSizes,
  staticClosure,
} from '../../scripts/bundle-sizes.mjs';

let dist: string;
const files: Record<string, string> = {};

function chunk(file: string, content: string) {
  files[file] = content;
  writeFileSync(join(dist, file), content);
}
const gz = (file: string) => gzipSync(files[file]).length;

const DASHBOARD = 'src/features/dashboard/components/dashboard-page.tsx';
const AUTH_API = 'src/features/auth/api/auth-api.ts';
const APP = 'src/app/app.tsx';
const LIGHT_SHELL = 'src/app/light-shell.tsx';

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'bundle-sizes-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '.vite'));
  chunk('assets/index.js', 'react and the switch '.repeat(50));
  chunk('assets/light.js', 'the landing page '.repeat(40));
  chunk('assets/vendor.js', 'react-dom '.repeat(80));
  chunk('assets/app.js', 'router and layout '.repeat(60));
  chunk('assets/dashboard.js', 'dashboard page '.repeat(40));
  chunk('assets/firebase.js', 'initializeAuth identitytoolkit.googleapis.com '.repeat(30));
  chunk('assets/auth-api.js', 'watchAuthState');
  chunk('assets/admin.js', 'admin only '.repeat(500));
  chunk('assets/index.css', 'body{margin:0}');
  chunk('assets/dashboard.css', '.trip{color:teal}');
  const pages = ROUTES.filter((r) => r.page && r.page !== DASHBOARD).map((r) => r.page as string);
  const manifest: Record<string, unknown> = {
    'index.html': {
      file: 'assets/index.js',
      isEntry: true,
      imports: ['_vendor.js'],
      dynamicImports: [APP, LIGHT_SHELL, AUTH_API],
      css: ['assets/index.css'],
    },
    [LIGHT_SHELL]: { file: 'assets/light.js', isDynamicEntry: true, imports: ['index.html', '_vendor.js'] },
    [APP]: {
      file: 'assets/app.js',
      isDynamicEntry: true,
      imports: ['index.html', '_vendor.js'],
      dynamicImports: [DASHBOARD, 'src/admin.tsx', ...pages],
    },
    '_vendor.js': { file: 'assets/vendor.js' },
    '_firebase.js': { file: 'assets/firebase.js' },
    [DASHBOARD]: {
      file: 'assets/dashboard.js',
      isDynamicEntry: true,
      imports: ['index.html', '_firebase.js'],
      dynamicImports: ['src/admin.tsx'],
      css: ['assets/dashboard.css'],
    },
    [AUTH_API]: { file: 'assets/auth-api.js', isDynamicEntry: true, imports: ['_firebase.js'] },
    'src/admin.tsx': { file: 'assets/admin.js', isDynamicEntry: true, imports: ['index.html'] },
  };
  for (const page of pages)
    manifest[page] = { file: 'assets/dashboard.js', isDynamicEntry: true, imports: ['index.html'] };
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
});

afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('bundle sizes from the build manifest', () => {
  it('follows static imports only, not dynamic ones', () => {
    const manifest = JSON.parse(
      JSON.stringify({
        a: { file: 'a', imports: ['b'], dynamicImports: ['c'] },
        b: { file: 'b', imports: ['a'] },
        c: { file: 'c' },
      }),
    );
    expect([...staticClosure(manifest, 'a')].sort()).toEqual(['a', 'b']);
    expect(() => staticClosure(manifest, 'missing')).toThrow(/not in the build manifest/);
  });

  it('landing = entry + light shell; another route has the app, its page chunk and the auth API instead', () => {
    const { routes, totalCss } = measureBundles(dist);
    const landing = routes.find((r) => r.route === '/')!;
    expect(landing.jsFiles.sort()).toEqual(['assets/index.js', 'assets/light.js', 'assets/vendor.js']);
    expect(landing.jsGzip).toBe(gz('assets/index.js') + gz('assets/light.js') + gz('assets/vendor.js'));
    expect(landing.cssGzip).toBe(gz('assets/index.css'));

    const dashboard = routes.find((r) => r.route === '/dashboard')!;
    expect(dashboard.jsFiles.sort()).toEqual([
      'assets/app.js',
      'assets/auth-api.js',
      'assets/dashboard.js',
      'assets/firebase.js',
      'assets/index.js',
      'assets/vendor.js',
    ]);
    expect(dashboard.jsFiles).not.toContain('assets/admin.js');
    expect(dashboard.jsFiles).not.toContain('assets/light.js');
    expect(dashboard.cssGzip).toBe(gz('assets/index.css') + gz('assets/dashboard.css'));
    expect(totalCss).toBe(gz('assets/index.css') + gz('assets/dashboard.css'));
  });

  it('refuses a build whose entry no longer loads the app on demand, or whose app lost a page', () => {
    const dashboard = ROUTES.find((r) => r.route === '/dashboard')!;
    const noApp = { 'index.html': { file: 'assets/index.js', isEntry: true, dynamicImports: [] } };
    expect(() => routeSizes(dist, noApp, dashboard)).toThrow(/not loaded on demand by the entry/);
    const noPage = {
      'index.html': { file: 'assets/index.js', isEntry: true, dynamicImports: [APP, LIGHT_SHELL] },
      [APP]: { file: 'assets/app.js', dynamicImports: [] },
    };
    expect(() => routeSizes(dist, noPage, dashboard)).toThrow(/not a lazy route of the app/);
  });

  it('the budget check passes within budget and fails on Firebase code in the landing page or oversize', () => {
    const sizes = measureBundles(dist);
    expect(checkBudgets(dist, sizes).every(([, ok]) => ok)).toBe(true);

    const landing = sizes.routes.find((r) => r.route === '/')!;
    const withFirebase = {
      ...sizes,
      routes: sizes.routes.map((r) => (r === landing ? { ...r, jsFiles: [...r.jsFiles, 'assets/firebase.js'] } : r)),
    };
    expect(
      checkBudgets(dist, withFirebase)
        .filter(([, ok]) => !ok)
        .map(([name]) => name),
    ).toEqual(['landing initial JS has no Firebase code']);

    const heavy = {
      totalCss: 16 * 1024 + 1,
      routes: sizes.routes.map((r) => ({
        ...r,
        jsGzip: r.route === '/' ? 90 * 1024 + 1 : r.route === '/dashboard' ? 166 * 1024 + 1 : r.jsGzip,
      })),
    };
    expect(
      checkBudgets(dist, heavy)
        .filter(([, ok]) => !ok)
        .map(([name]) => name),
    ).toEqual(['landing initial JS ≤ 90 KiB gzip', '/dashboard initial JS ≤ 166 KiB gzip', 'total CSS ≤ 16 KiB gzip']);
  });

  it('holds every signed-in route to its own budget', () => {
    const sizes = measureBundles(dist);
    const signedIn = ['/dashboard', '/create', '/join/{id}', '/dashboard/{id}', '/admin', '/admin/responses/{id}'];
    expect(Object.keys(BUDGETS.routeJs).sort()).toEqual([...signedIn].sort());
    for (const route of signedIn) {
      const budget = BUDGETS.routeJs[route as keyof typeof BUDGETS.routeJs];
      const at = (bytes: number) => ({
        ...sizes,
        routes: sizes.routes.map((r) => (r.route === route ? { ...r, jsGzip: bytes } : r)),
      });
      expect(checkBudgets(dist, at(budget)).every(([, ok]) => ok)).toBe(true);
      expect(
        checkBudgets(dist, at(budget + 1))
          .filter(([, ok]) => !ok)
          .map(([name]) => name),
      ).toEqual([`${route} initial JS ≤ ${budget / 1024} KiB gzip`]);
    }
    // The trip page keeps room for the trip plan (at most 15 KiB gzip more on its first load).
    expect(BUDGETS.routeJs['/dashboard/{id}']).toBeGreaterThanOrEqual(BUDGETS.routeJs['/dashboard'] + 15 * 1024);
  });
});
