// @vitest-environment node
// index.html's preload script (scripts/security-config.ts) with the page table the build
// writes for it (vite.config.ts, scripts/page-routes.ts): which chunks a first load starts at once.
import { describe, expect, it } from 'vitest';
import { pageRoutes, pathPatternSource } from '../../scripts/page-routes';
import { AUTH_PRELOAD_DATA_ID, AUTH_PRELOAD_SCRIPT } from '../../scripts/security-config';

const DATA = {
  light: ['/'],
  shell: ['assets/shell.js', 'assets/landing.css'],
  files: ['assets/app.js', 'assets/firebase.js'],
  pages: [
    [pathPatternSource('/dashboard'), [0]],
    [pathPatternSource('/join/:tripId'), [1, 2, 3]],
  ],
  pageFiles: ['assets/dashboard.js', 'assets/join.js', 'assets/field.js', 'assets/responses.css'],
  origins: ['https://identitytoolkit.googleapis.com', 'https://firestore.googleapis.com'],
};
const PRECONNECTS = [
  { rel: 'preconnect', crossOrigin: '', href: 'https://identitytoolkit.googleapis.com' },
  { rel: 'preconnect', crossOrigin: '', href: 'https://firestore.googleapis.com' },
];
const hrefs = (links: { rel: string; href: string }[]) =>
  links.filter((link) => link.rel !== 'preconnect').map((link) => link.href);

/** Runs the script as a page at `pathname` would, returning the links it added. */
function preloadsAt(pathname: string, session: boolean) {
  const added: { rel: string; as?: string; href: string; crossOrigin: string }[] = [];
  const storage = (keys: string[]) => Object.fromEntries(keys.map((key) => [key, '{}']));
  const document = {
    getElementById: (id: string) => (id === AUTH_PRELOAD_DATA_ID ? { textContent: JSON.stringify(DATA) } : null),
    createElement: () => ({}),
    head: { appendChild: (link: (typeof added)[number]) => added.push(link) },
  };
  new Function('document', 'location', 'localStorage', 'sessionStorage', AUTH_PRELOAD_SCRIPT)(
    document,
    { pathname },
    storage(session ? ['firebase:authUser:key:[DEFAULT]'] : []),
    storage([]),
  );
  return added;
}

describe('the preload script of index.html', () => {
  it('starts the page’s own chunks and stylesheets with the app’s, and connects to Firebase', () => {
    expect(preloadsAt('/join/ana-summer-in-japan', true)).toEqual([
      ...PRECONNECTS,
      { rel: 'modulepreload', crossOrigin: '', href: '/assets/app.js' },
      { rel: 'modulepreload', crossOrigin: '', href: '/assets/firebase.js' },
      { rel: 'modulepreload', crossOrigin: '', href: '/assets/join.js' },
      { rel: 'modulepreload', crossOrigin: '', href: '/assets/field.js' },
      { rel: 'preload', as: 'style', crossOrigin: '', href: '/assets/responses.css' },
    ]);
    expect(hrefs(preloadsAt('/DASHBOARD/', true))).toEqual([
      '/assets/app.js',
      '/assets/firebase.js',
      '/assets/dashboard.js',
    ]);
  });

  it('starts only the app on a path without a page, and only the light shell on a light route signed out', () => {
    expect(hrefs(preloadsAt('/join/a/b', true))).toEqual(['/assets/app.js', '/assets/firebase.js']);
    expect(preloadsAt('/', false).map((link) => link.href)).toEqual(['/assets/shell.js', '/assets/landing.css']);
    expect(preloadsAt('/', true).filter((link) => link.rel === 'preconnect')).toEqual(PRECONNECTS);
    expect(hrefs(preloadsAt('/', true))).toEqual(['/assets/app.js', '/assets/firebase.js']);
  });
});

describe('the page table read from src/app/routes.tsx', () => {
  it('has every page route with its module', () => {
    const routes = pageRoutes();
    expect(routes).toContainEqual({
      path: '/join/:tripId',
      module: 'src/features/responses/components/join-page.tsx',
    });
    expect(routes).toContainEqual({ path: '/admin', module: 'src/features/admin/components/admin-home-page.tsx' });
    expect(routes.length).toBeGreaterThanOrEqual(17);
  });

  it('refuses a page(…) line it cannot read instead of leaving it out', () => {
    const create = "page(paths.create, () => import('../features/trips/components/create-trip-page'));\n";
    expect(pageRoutes(create)).toEqual([
      { path: '/create', module: 'src/features/trips/components/create-trip-page.tsx' },
    ]);
    expect(() => pageRoutes(`${create}  page(somePath, load);\n`)).toThrow(/read 1 of 2/);
    expect(() => pageRoutes("page(paths.create, () => import('../features/none'));\n")).toThrow(/no module/);
  });

  it('matches paths as the router does', () => {
    const join = new RegExp(pathPatternSource('/join/:tripId'), 'i');
    expect(['/join/x', '/join/x/', '/JOIN/x'].every((path) => join.test(path))).toBe(true);
    expect(['/join', '/join/', '/join/x/y', '/rejoin/x'].some((path) => join.test(path))).toBe(false);
    expect(new RegExp(pathPatternSource('/'), 'i').test('/')).toBe(true);
  });
});
