import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import type { ComponentType } from 'react';
import { RouteError } from '../../src/app/route-error';
import { createStaleChunkGuard, STALE_CHUNK_RELOAD_KEY } from '../../src/app/stale-chunk-reload';

function setup() {
  const reload = vi.fn();
  const guard = createStaleChunkGuard({ storage: () => window.sessionStorage, reload });
  return { reload, guard };
}

const chunkGone = (): Promise<{ default: ComponentType }> =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/dashboard-page-OLD.js'));

function Page() {
  return <p>Dashboard page</p>;
}

/** A data router with one lazy page route, as src/app/routes.tsx builds them. */
function renderLazyRoute(
  importRoute: ReturnType<typeof setup>['guard']['importRoute'],
  load: () => Promise<{ default: ComponentType }>,
  userReload?: () => void,
) {
  const routes: RouteObject[] = [
    {
      path: '/',
      errorElement: <RouteError reload={userReload} />,
      hydrateFallbackElement: <p>Loading...</p>,
      lazy: async () => ({ Component: (await importRoute(load)).default }),
    },
  ];
  render(<RouterProvider router={createMemoryRouter(routes)} />);
}

beforeEach(() => sessionStorage.clear());

describe('stale chunk after a deploy', () => {
  it('a failed route import reloads the page once and stays on the fallback meanwhile', async () => {
    const { reload, guard } = setup();
    renderLazyRoute(guard.importRoute, chunkGone);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(sessionStorage.getItem(STALE_CHUNK_RELOAD_KEY)).not.toBeNull();
  });

  it('after that reload, a second failure does not reload again: the route error element offers a way out', async () => {
    sessionStorage.setItem(STALE_CHUNK_RELOAD_KEY, '1'); // the reload already happened in this tab
    const { reload, guard } = setup();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const userReload = vi.fn();
    renderLazyRoute(guard.importRoute, chunkGone, userReload);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong while showing this page.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
    expect(reload).not.toHaveBeenCalled();
    expect(
      consoleError.mock.calls.some((call) => String(call[1]).includes('Failed to fetch dynamically imported module')),
    ).toBe(true);
    // Reloading is the user's choice now, not a loop.
    fireEvent.click(screen.getByRole('button', { name: 'Reload page' }));
    expect(userReload).toHaveBeenCalledTimes(1);
  });

  it('a route chunk that loads clears the guard, so a later deploy may reload once more', async () => {
    sessionStorage.setItem(STALE_CHUNK_RELOAD_KEY, '1');
    const { reload, guard } = setup();
    renderLazyRoute(guard.importRoute, () => Promise.resolve({ default: Page }));
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(sessionStorage.getItem(STALE_CHUNK_RELOAD_KEY)).toBeNull();
    expect(reload).not.toHaveBeenCalled();
    expect(guard.reloadOnce()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("Vite's preload error event reloads once, however many chunks fail", () => {
    const { reload, guard } = setup();
    const target = new EventTarget();
    guard.listen(target as unknown as Window);
    target.dispatchEvent(new Event('vite:preloadError'));
    target.dispatchEvent(new Event('vite:preloadError'));
    expect(reload).toHaveBeenCalledTimes(1);
    // A fresh page (new guard, same tab) finds the flag and does not reload again.
    const next = setup();
    next.guard.listen(target as unknown as Window);
    target.dispatchEvent(new Event('vite:preloadError'));
    expect(next.reload).not.toHaveBeenCalled();
  });

  it('without sessionStorage it never reloads (no loop guard, no loop)', () => {
    const reload = vi.fn();
    const guard = createStaleChunkGuard({
      storage: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      reload,
    });
    expect(guard.reloadOnce()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
