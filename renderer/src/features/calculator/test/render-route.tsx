import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { calculatorRoutes } from '../routes';

/** Renders the calculator area's routes in memory, starting at `path`. */
export function renderRoute(path: string) {
  const router = createMemoryRouter(
    calculatorRoutes.map((r) => ({ path: r.path, element: r.Page ? <r.Page /> : null })),
    { initialEntries: [path] },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}
