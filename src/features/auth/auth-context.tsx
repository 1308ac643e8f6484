import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { AppUser, AuthState } from './types';
import { hasStoredSession, isLightRoute } from '@/config/light-routes';
import { useAppLocation } from '@/ui/app-link';

type AuthApi = typeof import('./api/auth-api');

const AuthContext = createContext<AuthState | null>(null);

/**
 * Provides the signed-in user, the admin flag and the loading flag. The Firebase SDK is
 * loaded on demand: on the landing and legal pages a visitor with no stored session never
 * downloads it, so those pages stay light (docs/performance.md budgets).
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const { pathname } = useAppLocation();
  const needsSdk = !isLightRoute(pathname) || hasStoredSession();
  const [sdkRequested, setSdkRequested] = useState(needsSdk);
  const [user, setUser] = useState<AppUser | null>(null);
  const [isAdmin, setIsAdmin] = useState(false);
  const [loading, setLoading] = useState(needsSdk);
  const api = useRef<AuthApi | null>(null);

  if (needsSdk && !sdkRequested) setSdkRequested(true);

  useEffect(() => {
    if (!sdkRequested) return;
    let unsubscribe = () => {};
    let stopped = false; // unmounted before the SDK arrived
    void import('./api/auth-api').then((loaded) => {
      if (stopped) return;
      api.current = loaded;
      unsubscribe = loaded.watchAuthState(async (next) => {
        const admin = next ? await loaded.fetchIsAdmin() : false;
        // A transition: React renders the app for the new state in slices that yield to the
        // browser, not in one long task (docs/performance.md).
        startTransition(() => {
          setIsAdmin(admin);
          setUser(next);
          setLoading(false);
        });
      });
    });
    return () => {
      stopped = true;
      unsubscribe();
    };
  }, [sdkRequested]);

  const refreshClaims = useCallback(async () => {
    if (api.current) setIsAdmin(await api.current.fetchIsAdmin(true));
  }, []);

  // A planner granted (or stripped of) the admin claim sees it when they come back to the tab,
  // without signing out and in again: the claim lives in the ID token, so refresh the token.
  useEffect(() => {
    if (!user) return;
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refreshClaims();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', onVisible);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', onVisible);
    };
  }, [user, refreshClaims]);

  const value = useMemo(() => ({ user, isAdmin, loading, refreshClaims }), [user, isAdmin, loading, refreshClaims]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
