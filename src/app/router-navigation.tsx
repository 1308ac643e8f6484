import { useMemo, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { NavigationProvider, type AppLinkProps } from '../ui/app-link';

/** AppLink inside the router: react-router's Link, or NavLink for navigation links. */
function RouterLink({ nav, to, className, ...rest }: AppLinkProps) {
  if (nav) return <NavLink to={to} className={className} {...rest} />;
  return <Link to={to} className={className} {...rest} />;
}

/** Gives AppLink and useAppLocation (src/ui/app-link.tsx) the router's link and location. */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const { pathname, search, hash } = useLocation();
  const value = useMemo(() => ({ Link: RouterLink, location: { pathname, search, hash } }), [pathname, search, hash]);
  return <NavigationProvider value={value}>{children}</NavigationProvider>;
}
