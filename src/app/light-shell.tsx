// The light shell: the landing and legal pages for a visitor with no stored session, rendered
// from the entry chunk without react-router and without the Firebase SDK (budgets: docs/bundle-budget.md).
// Its links hand off to the full app (router, loaders, every other page), which is loaded on
// the first in-app navigation and mounted at the new URL. docs/routing.md "What it costs".
import { lazy, Suspense, useEffect, useMemo, useState, type ComponentType, type MouseEvent } from 'react';
import { paths } from '../config/paths';
import { AuthProvider } from '../features/auth';
import LandingPage from '../features/landing/components/landing-page';
import {
  NavigationProvider,
  activeLinkProps,
  useAppLocation,
  type AppLinkProps,
  type AppLocation,
} from '../ui/app-link';
import { Loading } from '../ui/page-states';
import { LastVisitedPathTracker } from './last-visited-path';
import { Layout } from './layout';
import { ScrollToTop } from './scroll-to-top';

// The same modules as the router's routes (src/app/routes.tsx), so the same chunks.
const PrivacyPolicyPage = lazy(() => import('../features/legal/components/privacy-policy-page'));
const TermsPage = lazy(() => import('../features/legal/components/terms-page'));

/** The light routes (src/config/light-routes.ts) and their pages. */
const LIGHT_PAGES: Record<string, ComponentType> = {
  [paths.home]: LandingPage,
  [paths.privacyPolicy]: PrivacyPolicyPage,
  [paths.terms]: TermsPage,
  [paths.termsFooter]: TermsPage,
};

function currentLocation(): AppLocation {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash };
}

/** A click the browser should handle itself: a new tab or window, a download, another target. */
function isModifiedClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    (event.currentTarget.target !== '' && event.currentTarget.target !== '_self')
  );
}

export interface LightShellProps {
  /** Starts loading the full app (idempotent): called when a visitor shows intent to navigate. */
  prefetchApp: () => void;
  /** Navigates to `to` in the full app. */
  openApp: (to: string) => void;
}

export function LightShell({ prefetchApp, openApp }: LightShellProps) {
  const [location, setLocation] = useState(currentLocation);

  // Anchor links (#about) and Back/Forward between them change only the hash.
  useEffect(() => {
    const update = () => setLocation(currentLocation());
    window.addEventListener('popstate', update);
    window.addEventListener('hashchange', update);
    return () => {
      window.removeEventListener('popstate', update);
      window.removeEventListener('hashchange', update);
    };
  }, []);

  // One link component for the shell's life, so links keep their DOM (and focus) as the hash changes.
  const LightLink = useMemo(() => {
    return function LightLink({ to, nav, className, onClick, onPointerEnter, onFocus, ...rest }: AppLinkProps) {
      const { pathname } = useAppLocation();
      const active = nav === true && pathname === to;
      return (
        <a
          href={to}
          {...rest}
          {...activeLinkProps(active, className)}
          onPointerEnter={(event) => {
            onPointerEnter?.(event);
            prefetchApp();
          }}
          onFocus={(event) => {
            onFocus?.(event);
            prefetchApp();
          }}
          onClick={(event) => {
            onClick?.(event);
            if (event.defaultPrevented || isModifiedClick(event)) return;
            event.preventDefault();
            openApp(to);
          }}
        />
      );
    };
  }, [prefetchApp, openApp]);
  const navigation = useMemo(() => ({ Link: LightLink, location }), [LightLink, location]);

  const Page = LIGHT_PAGES[location.pathname] ?? LandingPage;
  return (
    <NavigationProvider value={navigation}>
      <AuthProvider>
        <LastVisitedPathTracker />
        <ScrollToTop />
        <Layout>
          <Suspense fallback={<Loading />}>
            <Page />
          </Suspense>
        </Layout>
      </AuthProvider>
    </NavigationProvider>
  );
}
