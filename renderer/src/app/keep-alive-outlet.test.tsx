import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { ResolvedRoute, RouteHandle } from '@/lib/routing/route-record';
import { KeepAliveOutlet } from './keep-alive-outlet';

const record = (fullPath: string, keepAlive: boolean): ResolvedRoute => ({
  path: fullPath,
  fullPath,
  name: fullPath,
  title: fullPath,
  auth: false,
  keepAlive,
  skeleton: false,
});

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((c) => c + 1)}>
      {label}:{count}
    </button>
  );
}

function setup() {
  const pages: [string, boolean][] = [
    ['/list', true],
    ['/detail', false],
  ];
  const routes: RouteObject[] = [
    {
      element: <KeepAliveOutlet />,
      children: pages.map(([path, keepAlive]) => ({
        path,
        handle: { route: record(path, keepAlive) } satisfies RouteHandle,
        element: <Counter label={path} />,
      })),
    },
  ];
  const router = createMemoryRouter(routes, { initialEntries: ['/list'] });
  render(<RouterProvider router={router} />);
  return router;
}

/** happy-dom does not lay out: emulate the window's scroll position. */
let scrollY = 0;
beforeEach(() => {
  scrollY = 0;
  Object.defineProperty(window, 'scrollY', { get: () => scrollY, configurable: true });
  vi.spyOn(window, 'scrollTo').mockImplementation(((x: number, y: number) => {
    scrollY = y;
  }) as typeof window.scrollTo);
});

const userScrollsTo = (y: number) => {
  scrollY = y;
  window.dispatchEvent(new Event('scroll'));
};

describe('KeepAliveOutlet', () => {
  it('keeps a keepAlive page’s state and scroll position when the user comes back', async () => {
    const router = setup();
    fireEvent.click(screen.getByRole('button', { name: '/list:0' }));
    fireEvent.click(screen.getByRole('button', { name: '/list:1' }));
    userScrollsTo(640);

    await act(() => router.navigate('/detail'));
    expect(screen.getByRole('button', { name: '/detail:0' })).toBeVisible();
    expect(screen.queryByRole('button', { name: '/list:2' })).toBeNull(); // hidden, not in the a11y tree
    expect(scrollY).toBe(0);
    userScrollsTo(200);

    await act(() => router.navigate(-1));
    expect(screen.getByRole('button', { name: '/list:2' })).toBeVisible();
    expect(scrollY).toBe(640);
  });

  it('remounts a page that is not kept alive', async () => {
    const router = setup();
    await act(() => router.navigate('/detail'));
    fireEvent.click(screen.getByRole('button', { name: '/detail:0' }));
    expect(screen.getByRole('button', { name: '/detail:1' })).toBeInTheDocument();
    await act(() => router.navigate('/list'));
    await act(() => router.navigate('/detail'));
    expect(screen.getByRole('button', { name: '/detail:0' })).toBeInTheDocument();
  });
});
