// Build-time fixes for two libraries whose published shape costs the dashboard's first load
// bytes it never runs (docs/performance.md "Budgets"). Build only: dev keeps the libraries as
// published (React Router's development warnings stay on in `vite`).
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);

/**
 * React Router 7 maps every import condition to its development build
 * (remix-run/react-router#12532); the production build next to it is the same code with
 * ENABLE_DEV_WARNINGS off, so the warnings and their strings drop out (~0.6 KiB gzip).
 */
export function reactRouterProductionBuild(): Plugin {
  const production = join(dirname(require.resolve('react-router/package.json')), 'dist', 'production');
  const files = { 'react-router': 'index.mjs', 'react-router/dom': 'dom-export.mjs' };
  const alias = Object.entries(files).map(([name, file]) => {
    const path = join(production, file);
    if (!existsSync(path)) throw new Error(`react-router's production build moved: no ${path}`);
    return { find: new RegExp(`^${name}$`), replacement: path };
  });
  return { name: 'tripwise:react-router-production', apply: 'build', config: () => ({ resolve: { alias } }) };
}
