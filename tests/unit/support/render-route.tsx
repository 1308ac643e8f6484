import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type LoaderFunction } from 'react-router-dom';
import type { ComponentType } from 'react';
import { RouteError } from '../../../src/app/route-error';

/** A page module as src/app/routes.tsx loads it: the page and its loader. */
export interface PageRoute {
  path: string;
  Component: ComponentType;
  loader?: LoaderFunction;
}

/**
 * Renders pages the way the app does (data router, loaders, the app's error element) at
 * `url`, and waits until the first page (or its error) has rendered its h1.
 */
export async function renderRoute(url: string, pages: PageRoute[]) {
  const router = createMemoryRouter(
    [
      {
        errorElement: <RouteError />,
        children: pages.map((page) => ({ ...page, hydrateFallbackElement: <p>Loading...</p> })),
      },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  await screen.findByRole('heading', { level: 1 });
  return router;
}
