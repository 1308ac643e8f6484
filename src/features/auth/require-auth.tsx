import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { paths, withRedirect } from '../../config/paths';
import { useAuth } from './auth-context';

/** Signed-in-only routes: nothing while auth loads, then /login?redirect={path and query}. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  const location = useLocation();
  if (loading) return null;
  if (!user) return <Navigate to={withRedirect(paths.login, location.pathname + location.search)} replace />;
  return <>{children}</>;
}
