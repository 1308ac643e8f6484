import { useState } from 'react';
import { config } from '../config/env';
import { paths, withRedirect } from '../config/paths';
import { useAuth } from '../features/auth';
import { AppLink, useAppLocation } from '../ui/app-link';

const HOME_ANCHORS = [
  { id: 'about', label: 'About Us' },
  { id: 'how-it-works', label: 'How It Works' },
  { id: 'pricing', label: 'Pricing' },
  { id: 'trips', label: "Trips We've Planned" },
];

async function signOutAndReload() {
  const { signOut } = await import('../features/auth/api/auth-api');
  await signOut();
  // A full reload to / drops every piece of the previous user's state.
  window.location.assign(paths.home);
}

export function Navbar() {
  const { user, isAdmin, loading } = useAuth();
  const { pathname, search } = useAppLocation();
  // From an invite link, signing up or in comes back to it with its key (issue #45).
  const comeBack = (to: string) => (pathname.startsWith('/join/') ? withRedirect(to, pathname + search) : to);
  // The menu remembers the page it was opened on, so navigating anywhere closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  const setMenuOpen = (open: boolean | ((was: boolean) => boolean)) =>
    setOpenOn((typeof open === 'function' ? open(menuOpen) : open) ? pathname : null);
  const onHome = pathname === paths.home;

  return (
    <header className="navbar">
      <nav className="navbar-inner" aria-label="Main">
        <AppLink to={paths.home} className="brand" aria-label={`${config.productName} home`}>
          <svg className="brand-mark" viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
            <circle cx="16" cy="16" r="15" fill="currentColor" />
            <path d="M9 19.5 21.5 9l-3.2 14-3.6-4.8L9 19.5Z" fill="#fff" />
          </svg>
          <span>{config.productName}</span>
        </AppLink>
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="main-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="visually-hidden">{menuOpen ? 'Close menu' : 'Open menu'}</span>
          <span className="menu-icon" aria-hidden="true" />
        </button>
        <div id="main-menu" className={menuOpen ? 'nav-links open' : 'nav-links'}>
          {onHome && (
            <ul className="nav-anchors">
              {HOME_ANCHORS.map((anchor) => (
                <li key={anchor.id}>
                  <a href={`#${anchor.id}`} onClick={() => setMenuOpen(false)}>
                    {anchor.label}
                  </a>
                </li>
              ))}
            </ul>
          )}
          {!loading && (
            <ul className="nav-actions">
              {user ? (
                <>
                  <li>
                    {pathname === paths.dashboard ? (
                      <AppLink nav to={paths.create} className="btn btn-primary btn-sm">
                        Create a Trip
                      </AppLink>
                    ) : (
                      <AppLink nav to={paths.dashboard} className="nav-link">
                        My Dashboard
                      </AppLink>
                    )}
                  </li>
                  {isAdmin && (
                    <li>
                      <AppLink nav to={paths.admin} className="nav-link">
                        Admin Dashboard
                      </AppLink>
                    </li>
                  )}
                  <li>
                    <button type="button" className="btn btn-ghost btn-sm" onClick={() => void signOutAndReload()}>
                      Sign Out
                    </button>
                  </li>
                </>
              ) : (
                <>
                  <li>
                    <AppLink nav to={comeBack(paths.login)} className="nav-link">
                      Login
                    </AppLink>
                  </li>
                  <li>
                    <AppLink nav to={comeBack(paths.signup)} className="btn btn-primary btn-sm">
                      Sign Up
                    </AppLink>
                  </li>
                </>
              )}
            </ul>
          )}
        </div>
      </nav>
    </header>
  );
}
