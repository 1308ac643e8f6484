import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

// Functions are called at same-origin /api/{name}; locally Vite forwards them to the
// Functions emulator, in production Firebase Hosting rewrites do the same (firebase.json).
const FUNCTIONS_ORIGIN = process.env.FUNCTIONS_EMULATOR_ORIGIN ?? 'http://127.0.0.1:5001';
const PROJECT_ID = process.env.VITE_FIREBASE_PROJECT_ID ?? 'demo-tripplanner';

export default defineConfig({
  plugins: [react()],
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
