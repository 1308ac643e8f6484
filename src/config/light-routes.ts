import { paths } from './paths';

// Pages a signed-out visitor can read without the Firebase SDK being downloaded.
export const LIGHT_ROUTES: readonly string[] = [paths.home, paths.privacyPolicy, paths.terms, paths.termsFooter];
const LIGHT = new Set<string>(LIGHT_ROUTES);

export function isLightRoute(pathname: string): boolean {
  return LIGHT.has(pathname);
}
