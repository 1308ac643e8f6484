import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { LIGHT_ROUTES } from './src/config/light-routes';

// Functions are called at same-origin /api/{name}; locally Vite forwards them to the
// Functions emulator, in production Firebase Hosting rewrites do the same (firebase.json).
const FUNCTIONS_ORIGIN = process.env.FUNCTIONS_EMULATOR_ORIGIN ?? 'http://127.0.0.1:5001';
const PROJECT_ID = process.env.VITE_FIREBASE_PROJECT_ID ?? 'demo-tripplanner';

/**
 * On every page but the light ones (and on those too with a stored session) the entry imports
 * the full app (src/main.tsx: router, layout, page routes) at once, and the auth provider then
 * imports the auth API, i.e. the Firebase SDK. A few lines in index.html start both downloads
 * alongside the entry chunk instead of one after the other; the same condition as
 * opensLight() in src/config/light-routes.ts, so a signed-out visitor of the landing page
 * still downloads neither.
 */
function preloadAppAndAuthSdk(): Plugin {
  return {
    name: 'tripwise:preload-app-and-auth-sdk',
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
        const files = new Set<string>();
        for (const module of ['/src/app/app.tsx', '/src/features/auth/api/auth-api.ts']) {
          const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(module));
          if (!chunk) throw new Error(`preload-app-and-auth-sdk: no chunk for ${module} in the bundle`);
          for (const file of closure([chunk.fileName], entries)) files.add(file);
        }
        const script =
          `(function(){try{var light=${JSON.stringify(LIGHT_ROUTES)},s=Object.keys(localStorage).concat(Object.keys(sessionStorage));` +
          `if(light.indexOf(location.pathname)>=0&&!s.some(function(k){return k.indexOf('firebase:authUser:')===0}))return}catch(e){}` +
          `${JSON.stringify([...files])}.forEach(function(f){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href='/'+f;document.head.appendChild(l)})})()`;
        return [{ tag: 'script', children: script, injectTo: 'head-prepend' }];
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), preloadAppAndAuthSdk()],
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
