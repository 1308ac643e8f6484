// The route table as React Router data routes. How to add a page: docs/routing.md.
import { lazy, Suspense, type ComponentType } from 'react';
import { createBrowserRouter, type LoaderFunction, type RouteObject } from 'react-router-dom';
import { paths, routePatterns } from '../config/paths';
import { NotFoundPage } from './not-found-page';
import { FirstPageFallback, RootLayout } from './root-layout';
import { importRoute } from './stale-chunk-reload';

/** What a page module exports: the page as default, and its loader when it reads data. */
interface PageModule {
  default: ComponentType;
  loader?: LoaderFunction;
}

/**
 * A lazy page route: the module is its own chunk (so the landing page ships only itself),
 * fetched with its loader before the page shows; a failed import after a deploy reloads the
 * tab once (stale-chunk-reload.ts). Until the first page is ready: FirstPageFallback.
 */
function page(path: string, load: () => Promise<PageModule>, extra: Partial<RouteObject> = {}): RouteObject {
  return {
    path,
    hydrateFallbackElement: <FirstPageFallback />,
    ...extra,
    lazy: async () => {
      const module = await importRoute(load);
      return module.loader ? { Component: module.default, loader: module.loader } : { Component: module.default };
    },
  };
}

// The error element is rarely shown, so it is a chunk of its own (the dashboard's byte budget,
// docs/routing.md); App fetches it once the first page is up, so it is there when needed.
export const loadRouteError = () => import('./route-error');
const LazyRouteError = lazy(() => loadRouteError().then((module) => ({ default: module.RouteError })));

function PageError() {
  return (
    <Suspense fallback={null}>
      <LazyRouteError />
    </Suspense>
  );
}

/**
 * Pages that show their own signed-out message (create, join, responses) load for anyone;
 * their loaders return no data for a signed-out visitor. The dashboard's loader sends a
 * signed-out user to /. The admin pages' loaders send a signed-out user to log in and
 * answer the no-access message to anyone without the planner claim.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        // One error element for every page, rendered inside the layout.
        errorElement: <PageError />,
        children: [
          // Its own chunk too: the light shell shows it to signed-out visitors (src/main.tsx).
          page(paths.home, () => import('../features/landing/components/landing-page')),
          page(paths.signup, () => import('../features/auth/components/signup-page')),
          page(paths.login, () => import('../features/auth/components/login-page')),
          page(paths.forgotPassword, () => import('../features/auth/components/forgot-password-page')),
          page(paths.completeProfile, () => import('../features/profile/components/profile-page')),
          page(paths.updateProfile, () => import('../features/profile/components/profile-page')),
          page(paths.privacyPolicy, () => import('../features/legal/components/privacy-policy-page')),
          page(paths.terms, () => import('../features/legal/components/terms-page')),
          page(paths.termsFooter, () => import('../features/legal/components/terms-page'), { caseSensitive: true }),
          page(paths.create, () => import('../features/trips/components/create-trip-page')),
          page(paths.dashboard, () => import('../features/dashboard/components/dashboard-page')),
          page(routePatterns.tripResponses, () => import('../features/trips/components/trip-responses-page')),
          page(routePatterns.editTrip, () => import('../features/trips/components/edit-trip-page')),
          page(paths.admin, () => import('../features/admin/components/admin-home-page')),
          page(routePatterns.adminResponses, () => import('../features/admin/components/admin-responses-page')),
          page(paths.adminQuestions, () => import('../features/admin/components/open-questions-page')),
          page(routePatterns.join, () => import('../features/responses/components/join-page')),
          page(routePatterns.editResponse, () => import('../features/responses/components/edit-response-page')),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

let router: ReturnType<typeof createBrowserRouter> | null = null;

/** One router per tab, made on first use (not at import, so tests can import the routes). */
export function appRouter() {
  router ??= createBrowserRouter(routes);
  return router;
}
