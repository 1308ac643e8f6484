import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { LIGHT_ROUTES } from './src/config/light-routes';
import {
  AUTH_PRELOAD_DATA_ID,
  AUTH_PRELOAD_SCRIPT,
  configuredBucket,
  emulatorOrigins,
  securityHeaders,
} from './scripts/security-config';
import { HOST, PORTS, PROJECT_ID as DEFAULT_PROJECT_ID } from './scripts/local-endpoints.mjs';

// Functions are called at same-origin /api/{name}; locally Vite forwards them to the
// Functions emulator, in production Firebase Hosting rewrites do the same (firebase.json).
const FUNCTIONS_ORIGIN = process.env.FUNCTIONS_EMULATOR_ORIGIN ?? `http://${HOST}:${PORTS.functions}`;
const PROJECT_ID = process.env.VITE_FIREBASE_PROJECT_ID ?? DEFAULT_PROJECT_ID;

/**
 * On every page but the light ones (and on those too with a stored session) the auth provider
 * imports the auth API, i.e. the Firebase SDK, right after the first render. A few lines in
 * index.html start that download alongside the entry chunk instead of after it; the same
 * condition as AuthProvider's, so a signed-out visitor of the landing page still never
 * downloads the SDK.
 */
function preloadAuthSdk(): Plugin {
  return {
    name: 'tripwise:preload-auth-sdk',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {});
        const auth = chunks.find(
          (c) => c.type === 'chunk' && c.facadeModuleId?.endsWith('/src/features/auth/api/auth-api.ts'),
        );
        if (!auth || auth.type !== 'chunk') throw new Error('preload-auth-sdk: no auth-api chunk in the bundle');
        const files = [
          auth.fileName,
          ...auth.imports.filter((file) => !chunks.some((c) => c.type === 'chunk' && c.isEntry && c.fileName === file)),
        ];
        // The script is constant (the Content-Security-Policy allows it by hash); what changes
        // per build is data in a JSON block, which never runs.
        const data = JSON.stringify({ light: LIGHT_ROUTES, files });
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

export default defineConfig({
  plugins: [react(), preloadAuthSdk()],
  resolve: {
    alias: { '@domain': fileURLToPath(new URL('./functions/src/domain', import.meta.url)) },
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
  },
  build: { target: 'es2022', sourcemap: true, manifest: true },
});
