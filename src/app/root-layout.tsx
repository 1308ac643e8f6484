import { lazy, Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigation, useRevalidator } from 'react-router-dom';
import { AuthProvider, useAuth } from '../features/auth';
import { Loading } from '../ui/page-states';
import { LastVisitedPathTracker } from './last-visited-path';
import { Layout } from './layout';
import { RouterNavigation } from './router-navigation';
import { ScrollToTop } from './scroll-to-top';

/**
 * While the router fetches the next page (its chunk and its loader's data), Loading replaces
 * the page at once, as it did before loaders: the old page does not linger under a click.
 * A change of query on the same page keeps the page (e.g. ?deletedTrip=true).
 */
function PageOutlet() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  if (navigation.state === 'loading' && navigation.location.pathname !== pathname) return <Loading />;
  return <Outlet />;
}

/** Someone signed in or out (another tab, the login page): the page's loader reads again for them. */
function RevalidateOnUserChange() {
  const { user, loading } = useAuth();
  const { revalidate } = useRevalidator();
  const seen = useRef<string | null | undefined>(undefined);
  const uid = loading ? undefined : (user?.uid ?? null);
  useEffect(() => {
    if (uid === undefined) return;
    if (seen.current !== undefined && seen.current !== uid) void revalidate();
    seen.current = uid;
  }, [uid, revalidate]);
  return null;
}

// The service worker and its update notice (docs/offline.md): a chunk of its own, outside every
// route's first load (docs/bundle-budget.md); it registers the worker once the page has loaded.
const AppUpdates = lazy(() => import('./app-updates').then((module) => ({ default: module.AppUpdates })));

/**
 * Until the first page is ready: nothing while Firebase restores the session (the spec shows
 * nothing on a signed-in-only route while authentication is loading), then Loading while the
 * page's chunk and data arrive.
 */
export function FirstPageFallback() {
  const { loading } = useAuth();
  return loading ? null : <Loading />;
}

export function RootLayout() {
  return (
    <RouterNavigation>
      <AuthProvider>
        <LastVisitedPathTracker />
        <ScrollToTop />
        <RevalidateOnUserChange />
        <Layout>
          <Suspense fallback={null}>
            <AppUpdates />
          </Suspense>
          <PageOutlet />
        </Layout>
      </AuthProvider>
    </RouterNavigation>
  );
}
