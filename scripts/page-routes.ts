// The page routes of src/app/routes.tsx as (URL pattern, page module) pairs, read from its
// `page(paths.x, () => import('…'))` lines, so that index.html can start the current page's
// chunks with the app's (vite.config.ts) without a second table to keep in step.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { paths, routePatterns } from '../src/config/paths';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const ROUTES_FILE = `${ROOT}src/app/routes.tsx`;

export interface PageRoute {
  /** The route's path as the router matches it, e.g. `/join/:tripId`. */
  path: string;
  /** The page module, from the project root, e.g. `src/features/responses/components/join-page.tsx`. */
  module: string;
}

const PAGE_CALL = /\bpage\(\s*(paths|routePatterns)\.(\w+),\s*\(\)\s*=>\s*import\('\.\.\/([^']+)'\)/g;

/** Every `page(…)` of the route table; throws on one it cannot read, so none is left out silently. */
export function pageRoutes(source = readFileSync(ROUTES_FILE, 'utf8')): PageRoute[] {
  const calls = source.match(/^\s*page\(/gm)?.length ?? 0;
  const found = [...source.matchAll(PAGE_CALL)].map(([, table, key, module]) => {
    const path = (table === 'paths' ? paths : routePatterns)[key as never] as unknown;
    if (typeof path !== 'string') throw new Error(`src/app/routes.tsx: ${table}.${key} is not a path pattern`);
    const file = ['tsx', 'ts'].map((ext) => `src/${module}.${ext}`).find((name) => existsSync(ROOT + name));
    if (!file) throw new Error(`src/app/routes.tsx: no module src/${module}.tsx or .ts`);
    return { path, module: file };
  });
  if (found.length !== calls)
    throw new Error(`src/app/routes.tsx: read ${found.length} of ${calls} page(…) lines; see scripts/page-routes.ts`);
  return found;
}

/**
 * A pattern's source for `new RegExp(source, 'i')` matching a pathname as the router does
 * (case-insensitive, `:param` one non-empty segment, an optional trailing slash).
 */
export function pathPatternSource(path: string): string {
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return segments.length === 0 ? '^/$' : `^/${segments.join('/')}/?$`;
}
