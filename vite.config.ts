import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LIGHT_ROUTES } from './src/config/light-routes';
import {
  AUTH_PRELOAD_DATA_ID,
  AUTH_PRELOAD_SCRIPT,
  configuredBucket,
  emulatorOrigins,
  FIREBASE_ENDPOINTS,
  securityHeaders,
} from './scripts/security-config';
import { usesEmulators } from './src/config/emulators';
import { HOST, PORTS, PROJECT_ID as DEFAULT_PROJECT_ID } from './scripts/local-endpoints.mjs';
import { pageRoutes, pathPatternSource } from './scripts/page-routes';
import {
  firebaseAuthTreeShaking,
  firestoreLiteInteger,
  reactRouterProductionBuild,
} from './scripts/vite-production-libraries';

// Functions are called at same-origin /api/{name}; locally Vite forwards them to the
// Functions emulator, in production Firebase Hosting rewrites do the same (firebase.json).
const FUNCTIONS_ORIGIN = process.env.FUNCTIONS_EMULATOR_ORIGIN ?? `http://${HOST}:${PORTS.functions}`;
const PROJECT_ID = process.env.VITE_FIREBASE_PROJECT_ID ?? DEFAULT_PROJECT_ID;

/**
 * The entry (src/main.tsx) imports at once either the light shell (the light routes for a
 * visitor without a stored session: opensLight() in src/config/light-routes.ts) or the full
 * app (router, layout, page routes), whose auth provider then imports the auth API, i.e. the
 * Firebase SDK. A few lines in index.html, on the same condition, start those downloads
 * alongside the entry chunk instead of one after the other; a signed-out visitor of the
 * landing page downloads neither the router nor the SDK.
 */
function preloadFirstChunks(): Plugin {
  let origins: string[] = [];
  return {
    name: 'tripwise:preload-first-chunks',
    apply: 'build',
    configResolved({ env }) {
      const projectId = (env.VITE_FIREBASE_PROJECT_ID as string | undefined) ?? DEFAULT_PROJECT_ID;
      origins = usesEmulators(env.VITE_USE_EMULATORS as string | undefined, projectId)
        ? emulatorOrigins(
            env.VITE_EMULATOR_HOST as string | undefined,
            env.VITE_FIRESTORE_EMULATOR_PORT as string | undefined,
          )
        : [...FIREBASE_ENDPOINTS];
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter((c) => c.type === 'chunk');
        // What the entry imports statically, index.html loads already.
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const closure = (start: string[], skip: Set<string> = new Set()) => {
          const found = new Set<string>();
          const pending = [...start];
          for (let file = pending.pop(); file; file = pending.pop()) {
            if (skip.has(file) || found.has(file)) continue;
            found.add(file);
            pending.push(...(byFile.get(file)?.imports ?? []));
          }
          return found;
        };
        const entries = closure(chunks.filter((c) => c.isEntry).map((c) => c.fileName));
        const preloads = (modules: string[]) => {
          const files = new Set<string>();
          for (const module of modules) {
            const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(module));
            if (!chunk) throw new Error(`preload: no chunk for ${module} in the bundle`);
            for (const file of closure([chunk.fileName], entries)) {
              files.add(file);
              // Its stylesheets too: the lazy import waits for them before the page renders.
              for (const css of byFile.get(file)?.viteMetadata?.importedCss ?? []) files.add(css);
            }
          }
          return [...files];
        };
        const shell = preloads(['/src/app/light-shell.tsx']);
        const files = preloads(['/src/app/app.tsx', '/src/features/auth/api/auth-api.ts']);
        // The page at the URL: its chunks start with the app's rather than once the router asks
        // for them, so its loader's reads can begin as soon as the session is restored.
        const pageFiles: string[] = [];
        const pages = pageRoutes().map(({ path, module }) => {
          const own = preloads([`/${module}`]).filter((file) => !files.includes(file));
          const indexes = own.map((file) => {
            if (!pageFiles.includes(file)) pageFiles.push(file);
            return pageFiles.indexOf(file);
          });
          return [pathPatternSource(path), indexes] as const;
        });
        // The script is constant (the Content-Security-Policy allows it by hash); what changes
        // per build is data in a JSON block, which never runs.
        const data = JSON.stringify({ light: LIGHT_ROUTES, shell, files, pages, pageFiles, origins });
        return [
          {
            tag: 'script',
            attrs: { type: 'application/json', id: AUTH_PRELOAD_DATA_ID },
            children: data,
            injectTo: 'head-prepend',
          },
          { tag: 'script', children: AUTH_PRELOAD_SCRIPT, injectTo: 'head-prepend' },
        ];
      },
    },
  };
}

/**
 * `npm run perf` serves the build over HTTP/2, as Hosting serves it: Vite's preview speaks HTTP/2
 * only over TLS, so the script makes a local certificate and names its folder here
 * (scripts/measure-performance.mjs, docs/performance.md). Everything else previews over HTTP/1.1.
 */
function previewTls() {
  const folder = process.env.PREVIEW_TLS_DIR;
  if (!folder) return undefined;
  return { key: readFileSync(join(folder, 'key.pem')), cert: readFileSync(join(folder, 'cert.pem')) };
}

/**
 * The web app manifest and the service worker (Workbox, generated from the production build):
 * it precaches the app shell only (index.html, the JS and CSS chunks, the SVGs), so a trip page
 * opened once reloads with no network; the trip's data is kept by the app itself
 * (src/lib/device-copy.ts). No runtime caching: /api/* (the functions), Firestore and Auth always
 * go to the network. A new deploy waits until the app announces it (src/app/app-updates.tsx).
 * docs/offline.md.
 */
function appShellWorker() {
  return VitePWA({
    registerType: 'prompt',
    injectRegister: false, // registered by the app after its first paint
    manifest: {
      name: 'Tripwise',
      short_name: 'Tripwise',
      description: 'Group trip planning: your trip and its plan, also offline.',
      start_url: '/dashboard',
      scope: '/',
      display: 'standalone',
      theme_color: '#0f766e',
      background_color: '#ffffff',
      icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,webmanifest}'],
      navigateFallback: '/index.html',
      // Function URLs are never the app shell; Hosting's reserved /__/ paths neither.
      navigateFallbackDenylist: [/^\/api\//, /^\/__\//],
      runtimeCaching: [],
      cleanupOutdatedCaches: true,
      skipWaiting: false,
      clientsClaim: false,
    },
  });
}

export default defineConfig({
  plugins: [
    appShellWorker(),
    react(),
    preloadFirstChunks(),
    reactRouterProductionBuild(),
    firebaseAuthTreeShaking(),
    firestoreLiteInteger(),
  ],
  resolve: {
    // '@/…' is src (the app's own folders); '@domain/…' the domain shared with the functions.
    alias: {
      '@domain': fileURLToPath(new URL('./functions/src/domain', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  server: {
    host: HOST,
    port: PORTS.web,
    strictPort: true,
    // The production policy (firebase.json) plus the emulators and Vite's own dev needs, so a
    // browser test that breaks the policy fails on the console error (docs/security.md).
    headers: securityHeaders({ bucket: configuredBucket(), emulatorOrigins: emulatorOrigins(), viteDev: true }),
    proxy: {
      '/api': {
        target: FUNCTIONS_ORIGIN,
        changeOrigin: true,
        rewrite: (path) => path.replace(/^\/api/, `/${PROJECT_ID}/us-central1`),
      },
    },
  },
  preview: {
    host: HOST,
    port: PORTS.preview,
    strictPort: true,
    headers: securityHeaders({ bucket: configuredBucket(), emulatorOrigins: emulatorOrigins() }),
    https: previewTls(),
  },
  // No source maps in dist/: Hosting would publish the whole source, comments included, and no
  // error reporter reads them (docs/security.md, "Source maps"). The dev server has its own.
  build: { target: 'es2022', sourcemap: false, manifest: true },
});
