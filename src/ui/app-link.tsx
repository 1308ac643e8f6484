// Links and the current location for the parts both shells render (navbar, footer, landing and
// legal pages, notices). react-router is one module: any static use of it would put the whole
// data router into the entry chunk, so these parts ask a context instead. The full app provides
// react-router's Link and location (src/app/router-navigation.tsx); the light shell provides a
// plain link that hands off to the full app (src/app/light-shell.tsx). docs/routing.md.
import { createContext, useContext, type AnchorHTMLAttributes, type ComponentType } from 'react';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  /** A navigation link: marked active (class "active", aria-current="page") on its own page. */
  nav?: boolean;
}

export interface AppLocation {
  pathname: string;
  search: string;
  hash: string;
}

export interface Navigation {
  Link: ComponentType<AppLinkProps>;
  location: AppLocation;
}

/** Class and aria-current of a nav link, as react-router's NavLink sets them. */
export function activeLinkProps(isActive: boolean, className: string | undefined) {
  if (!isActive) return { className };
  return { className: className ? `${className} active` : 'active', 'aria-current': 'page' as const };
}

/** Outside any shell (a component rendered alone): a plain link and the window's location. */
function PlainLink({ to, nav, className, ...rest }: AppLinkProps) {
  const active = nav === true && typeof window !== 'undefined' && window.location.pathname === to;
  return <a href={to} {...rest} {...activeLinkProps(active, className)} />;
}

const NavigationContext = createContext<Navigation | null>(null);

export const NavigationProvider = NavigationContext.Provider;

function windowLocation(): AppLocation {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash };
}

export function AppLink(props: AppLinkProps) {
  const navigation = useContext(NavigationContext);
  const Link = navigation?.Link ?? PlainLink;
  return <Link {...props} />;
}

export function useAppLocation(): AppLocation {
  return useContext(NavigationContext)?.location ?? windowLocation();
}
