import { Component, type ErrorInfo, type ReactNode } from 'react';
import { paths } from '../config/paths';

interface Props {
  children: ReactNode;
  /** Injected by tests; the browser reloads the page. */
  reload?: () => void;
}

interface State {
  error: unknown;
}

/**
 * The last line under the routes: a page that throws while rendering (or a route chunk that
 * still fails after the one stale-chunk reload) shows a way out instead of a blank screen.
 * Kept inside the layout, so the navbar and footer stay usable; the routes key it by path,
 * so navigating elsewhere starts clean.
 */
export class PageErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    // Kept in the console for whoever debugs a report; nothing is sent anywhere.
    console.error('Page failed to render', error, info.componentStack);
  }

  render() {
    if (this.state.error === null) return this.props.children;
    const reload = this.props.reload ?? (() => window.location.reload());
    return (
      <section className="page narrow notice-page">
        <div className="notice-card" role="alert">
          <h1 className="notice-message">Something went wrong while showing this page.</h1>
          <p className="muted">Your saved trips and answers are safe. Reload to try again, or go back home.</p>
          <div className="btn-row">
            <button type="button" className="btn btn-primary" onClick={reload}>
              Reload page
            </button>
            <a href={paths.home} className="btn btn-secondary">
              Return Home
            </a>
          </div>
        </div>
      </section>
    );
  }
}
