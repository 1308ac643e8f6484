import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { LIGHT_ROUTES } from './src/config/light-routes';

// Functions are called at same-origin /api/{name}; locally Vite forwards them to the
// Functions emulator, in production Firebase Hosting rewrites do the same (firebase.json).
const FUNCTIONS_ORIGIN = process.env.FUNCTIONS_EMULATOR_ORIGIN ?? 'http://127.0.0.1:5001';
const PROJECT_ID = process.env.VITE_FIREBASE_PROJECT_ID ?? 'demo-tripplanner';

/**
 * The entry (src/main.tsx) imports at once either the light shell (the light routes for a
 * visitor without a stored session: opensLight() in src/config/light-routes.ts) or the full
 * app (router, layout, page routes), whose auth provider then imports the auth API, i.e. the
 * Firebase SDK. A few lines in index.html, on the same condition, start those downloads
 * alongside the entry chunk instead of one after the other; a signed-out visitor of the
 * landing page downloads neither the router nor the SDK.
 */
function preloadFirstChunks(): Plugin {
  return {
    name: 'tripwise:preload-first-chunks',
    apply: 'build',
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
            for (const file of closure([chunk.fileName], entries)) files.add(file);
          }
          return JSON.stringify([...files]);
        };
        const light = preloads(['/src/app/light-shell.tsx']);
        const full = preloads(['/src/app/app.tsx', '/src/features/auth/api/auth-api.ts']);
        const script =
          `(function(){var f=${full};try{var light=${JSON.stringify(LIGHT_ROUTES)},s=Object.keys(localStorage).concat(Object.keys(sessionStorage));` +
          `if(light.indexOf(location.pathname)>=0&&!s.some(function(k){return k.indexOf('firebase:authUser:')===0}))f=${light}}catch(e){}` +
          `f.forEach(function(p){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href='/'+p;document.head.appendChild(l)})})()`;
        return [{ tag: 'script', children: script, injectTo: 'head-prepend' }];
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), preloadFirstChunks()],
  resolve: {
    alias: { '@domain': fileURLToPath(new URL('./functions/src/domain', import.meta.url)) },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': {
        target: FUNCTIONS_ORIGIN,
        changeOrigin: true,
        rewrite: (path) => path.replace(/^\/api/, `/${PROJECT_ID}/us-central1`),
      },
    },
  },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: { target: 'es2022', sourcemap: true, manifest: true },
});
