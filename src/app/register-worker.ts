// vite-plugin-pwa's registration (Workbox's window library), behind one import so tests can stand
// in for the plugin's virtual module, which only the build provides (docs/offline.md).
export const loadWorkerRegistration = () => import('virtual:pwa-register');
