// Build-time configuration (Vite env). Defaults run the app against the local emulators.
const env = import.meta.env;

export const config = {
  firebase: {
    apiKey: env.VITE_FIREBASE_API_KEY ?? 'demo-api-key',
    authDomain: env.VITE_FIREBASE_AUTH_DOMAIN ?? 'demo-tripplanner.firebaseapp.com',
    projectId: env.VITE_FIREBASE_PROJECT_ID ?? 'demo-tripplanner',
    appId: env.VITE_FIREBASE_APP_ID ?? 'demo-app-id',
  },
  /** Connect to the Auth and Firestore emulators (true unless a real project is configured). */
  useEmulators: (env.VITE_USE_EMULATORS ?? 'true') === 'true',
  emulatorHost: env.VITE_EMULATOR_HOST ?? '127.0.0.1',
  /** Base of the HTTPS functions; same-origin '/api' by default (Vite proxy / Hosting rewrites). */
  functionsBase: env.VITE_FUNCTIONS_BASE ?? '/api',
  bookCallUrl: env.VITE_BOOK_CALL_URL ?? 'https://calendly.com/tripwise/free-planning-call',
  supportEmail: env.VITE_SUPPORT_EMAIL ?? 'support@tripwise.example',
  productName: 'Tripwise',
} as const;
