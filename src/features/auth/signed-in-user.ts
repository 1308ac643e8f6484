// For route loaders (docs/routing.md): they run before any component, so they ask the SDK
// itself who is signed in, waiting until Firebase has restored the session from storage.
import { paths, withRedirect } from '@/config/paths';
import type { AppUser } from './types';

/** The signed-in user, or null; resolves once the authentication state is known. */
export async function signedInUser(): Promise<AppUser | null> {
  const { currentUserWhenKnown } = await import('./api/auth-api');
  return currentUserWhenKnown();
}

/**
 * Signed-in-only routes: the user, or a redirect to
 * /login?redirect={path and query} thrown for the router to follow.
 */
export async function requireUser(request: Request): Promise<AppUser> {
  const user = await signedInUser();
  if (user) return user;
  const { pathname, search } = new URL(request.url);
  // What react-router's redirect() makes, written out: this module is part of the auth feature's
  // public face, which the light shell imports, and any import of react-router would put the
  // whole router into the entry chunk (docs/routing.md "What it costs").
  throw new Response(null, { status: 302, headers: { Location: withRedirect(paths.login, pathname + search) } });
}

/** For the admin pages' loaders: whether the signed-in user's ID token carries the planner claim. */
export async function signedInIsPlanner(): Promise<boolean> {
  const { fetchIsAdmin } = await import('./api/auth-api');
  return fetchIsAdmin();
}
