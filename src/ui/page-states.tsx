import type { ReactNode } from 'react';
import { AppLink } from './app-link';

export function Loading() {
  return (
    <div className="page-state" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      Loading...
    </div>
  );
}

/**
 * A full-page message with one way out (not authorized, no access, blocked while ready…).
 * Without a title the message itself is the page's heading, so every page has an h1.
 */
export function Notice({
  title,
  children,
  actionLabel,
  actionTo,
  detail,
}: {
  title?: string;
  children: ReactNode;
  actionLabel: string;
  actionTo: string;
  /** What the person can do about it, under the message. */
  detail?: ReactNode;
}) {
  return (
    <section className="page narrow notice-page">
      {title && <h1>{title}</h1>}
      <div className="notice-card">
        {title ? <p>{children}</p> : <h1 className="notice-message">{children}</h1>}
        {detail && <p>{detail}</p>}
        <AppLink to={actionTo} className="btn btn-primary">
          {actionLabel}
        </AppLink>
      </div>
    </section>
  );
}
