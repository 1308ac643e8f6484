/**
 * Whether a build connects to the Auth and Firestore emulators: when VITE_USE_EMULATORS says
 * 'true', or when it is unset and the project is a `demo-` project (which only exists in the
 * emulators). Pure, so the build (vite.config.ts) decides as the app does (src/config/env.ts).
 */
export function usesEmulators(useEmulators: string | undefined, projectId: string): boolean {
  return (useEmulators ?? String(projectId.startsWith('demo-'))) === 'true';
}
