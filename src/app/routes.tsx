import { Suspense, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { paths, routePatterns } from '../config/paths';
import { RequireAuth } from '../features/auth';
import { Loading } from '../ui/page-states';
import LandingPage from '../features/landing/components/landing-page';
import { NotFoundPage } from './not-found-page';
import { PageErrorBoundary } from './page-error-boundary';
import { lazyRoute } from './stale-chunk-reload';

// Every page but the landing page is its own chunk, so the landing page ships only itself.
// lazyRoute reloads the page once when a chunk is gone after a deploy (stale-chunk-reload.ts).
const SignupPage = lazyRoute(() => import('../features/auth/components/signup-page'));
const LoginPage = lazyRoute(() => import('../features/auth/components/login-page'));
const ForgotPasswordPage = lazyRoute(() => import('../features/auth/components/forgot-password-page'));
const ProfilePage = lazyRoute(() => import('../features/profile/components/profile-page'));
const PrivacyPolicyPage = lazyRoute(() => import('../features/legal/components/privacy-policy-page'));
const TermsPage = lazyRoute(() => import('../features/legal/components/terms-page'));
const CreateTripPage = lazyRoute(() => import('../features/trips/components/create-trip-page'));
const DashboardPage = lazyRoute(() => import('../features/dashboard/components/dashboard-page'));
const TripResponsesPage = lazyRoute(() => import('../features/trips/components/trip-responses-page'));
const EditTripPage = lazyRoute(() => import('../features/trips/components/edit-trip-page'));
const AdminHomePage = lazyRoute(() => import('../features/admin/components/admin-home-page'));
const AdminResponsesPage = lazyRoute(() => import('../features/admin/components/admin-responses-page'));
const JoinPage = lazyRoute(() => import('../features/responses/components/join-page'));
const EditResponsePage = lazyRoute(() => import('../features/responses/components/edit-response-page'));

const signedIn = (page: ReactNode) => <RequireAuth>{page}</RequireAuth>;

/**
 * The route table. Pages that show their own signed-out message (create, join,
 * responses) are not wrapped; the dashboard sends a signed-out user to / itself.
 * Admin pages check the claim themselves and show the no-access message.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  // Keyed by path: React Router navigates inside a transition, and a transition keeps an
  // already shown Suspense boundary on the old page until the next chunk arrives, with the
  // old location still current (so a menu opened meanwhile closed itself on arrival). A new
  // boundary per path shows Loading at once instead, and a page error stays on its page.
  return (
    <PageErrorBoundary key={pathname}>
      <Suspense fallback={<Loading />}>
        <Routes>
          <Route path={paths.home} element={<LandingPage />} />
          <Route path={paths.signup} element={<SignupPage />} />
          <Route path={paths.login} element={<LoginPage />} />
          <Route path={paths.forgotPassword} element={<ForgotPasswordPage />} />
          <Route path={paths.completeProfile} element={<ProfilePage />} />
          <Route path={paths.updateProfile} element={<ProfilePage />} />
          <Route path={paths.privacyPolicy} element={<PrivacyPolicyPage />} />
          <Route path={paths.terms} element={<TermsPage />} />
          <Route path={paths.termsFooter} element={<TermsPage />} caseSensitive />
          <Route path={paths.create} element={<CreateTripPage />} />
          <Route path={paths.dashboard} element={<DashboardPage />} />
          <Route path={routePatterns.tripResponses} element={<TripResponsesPage />} />
          <Route path={routePatterns.editTrip} element={signedIn(<EditTripPage />)} />
          <Route path={paths.admin} element={signedIn(<AdminHomePage />)} />
          <Route path={routePatterns.adminResponses} element={signedIn(<AdminResponsesPage />)} />
          <Route path={routePatterns.join} element={<JoinPage />} />
          <Route path={routePatterns.editResponse} element={<EditResponsePage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </PageErrorBoundary>
  );
}
