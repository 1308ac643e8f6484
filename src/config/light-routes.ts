import { paths } from './paths';

// Pages a signed-out visitor can read without the Firebase SDK being downloaded.
const LIGHT = new Set<string>([paths.home, paths.privacyPolicy, paths.terms, paths.termsFooter]);

export function isLightRoute(pathname: string): boolean {
  return LIGHT.has(pathname);
}
