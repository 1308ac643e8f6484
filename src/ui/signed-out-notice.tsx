// Its own module, not in page-states.tsx beside Notice (whose frame it repeats): that one is in
// the chunk every page loads first, and only three pages need this.
import type { ReactNode } from 'react';
import { AppLink } from './app-link';
import { paths, withRedirect } from '../config/paths';

/**
 * What a signed-out visitor sees on a page that needs an account: log in and come back to
 * `returnTo`; with `offerSignUp`, signing up first (the primary action) for a new visitor.
 */
export function SignedOutNotice({
  title,
  children,
  returnTo,
  logInLabel = 'Log In',
  offerSignUp = false,
}: {
  title?: string;
  children: ReactNode;
  returnTo: string;
  logInLabel?: string;
  offerSignUp?: boolean;
}) {
  const logIn = withRedirect(paths.login, returnTo);
  return (
    <NoticeFrame title={title} message={children}>
      {offerSignUp ? (
        <div className="btn-row">
          <AppLink to={withRedirect(paths.signup, returnTo)} className="btn btn-primary">
            Sign Up
          </AppLink>
          <AppLink to={logIn} className="btn btn-ghost">
            {logInLabel}
          </AppLink>
        </div>
      ) : (
        <AppLink to={logIn} className="btn btn-primary">
          {logInLabel}
        </AppLink>
      )}
    </NoticeFrame>
  );
}

function NoticeFrame({ title, message, children }: { title?: string; message: ReactNode; children: ReactNode }) {
  return (
    <section className="page narrow notice-page">
      {title && <h1>{title}</h1>}
      <div className="notice-card">
        {title ? <p>{message}</p> : <h1 className="notice-message">{message}</h1>}
        {children}
      </div>
    </section>
  );
}
