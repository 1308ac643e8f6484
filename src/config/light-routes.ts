import { paths } from './paths';

// Pages a signed-out visitor can read without the Firebase SDK being downloaded.
export const LIGHT_ROUTES: readonly string[] = [paths.home, paths.privacyPolicy, paths.terms, paths.termsFooter];
const LIGHT = new Set<string>(LIGHT_ROUTES);

export function isLightRoute(pathname: string): boolean {
  return LIGHT.has(pathname);
}

/** Firebase keeps the signed-in user under keys like 'firebase:authUser:<apiKey>:[DEFAULT]'. */
export function hasStoredSession(): boolean {
  try {
    const stores = [window.localStorage, window.sessionStorage];
    return stores.some((store) => Object.keys(store).some((key) => key.startsWith('firebase:authUser:')));
  } catch {
    return true;
  }
}

/**
 * A light route for a visitor with no stored session: the page needs neither the Firebase SDK
 * nor the router (src/main.tsx). The same condition as the preload script in vite.config.ts.
 */
export function opensLight(pathname: string): boolean {
  return isLightRoute(pathname) && !hasStoredSession();
}
