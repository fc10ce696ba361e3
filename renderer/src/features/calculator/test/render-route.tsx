import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { RouteHandle } from '@/lib/routing/route-record';
import { calculatorRoutes } from '../routes';

/** Renders the calculator area's routes in memory, starting at `path`, each with its record as handle like the app's router. */
export function renderRoute(path: string) {
  const router = createMemoryRouter(
    calculatorRoutes.map((r) => {
      const handle: RouteHandle = {
        route: {
          ...r,
          fullPath: r.path,
          auth: r.auth ?? false,
          keepAlive: r.keepAlive ?? false,
          skeleton: false,
        },
      };
      return { path: r.path, handle, element: r.Page ? <r.Page /> : null };
    }),
    { initialEntries: [path] },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}
