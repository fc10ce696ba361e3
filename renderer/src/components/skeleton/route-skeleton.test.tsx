import { beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ResolvedRoute, RouteHandle } from '@/lib/routing/route-record';
import { initialSessionState, useSessionStore } from '@/stores/session-store';
import { RouteSkeleton } from './route-skeleton';

const route = (name: string, skeleton: boolean): ResolvedRoute => ({
  path: '/p',
  fullPath: '/p',
  name,
  title: 't',
  auth: false,
  keepAlive: false,
  skeleton,
});

function renderWith(skeleton: boolean, loading: boolean) {
  const handle: RouteHandle = { route: route(skeleton ? 'NewsList' : 'Home', skeleton) };
  const router = createMemoryRouter(
    [{ path: '/p', handle, element: <RouteSkeleton loading={loading}>已加载</RouteSkeleton> }],
    { initialEntries: ['/p'] },
  );
  return render(<RouterProvider router={router} />);
}

beforeEach(() => useSessionStore.setState({ ...initialSessionState }));

describe('RouteSkeleton', () => {
  it('shows grey lines on a skeleton route while loading and raises the skeleton flag', async () => {
    await act(async () => renderWith(true, true));
    expect(screen.getByRole('status', { name: '内容加载中' })).toBeInTheDocument();
    expect(useSessionStore.getState().skeletonLoading).toBe(true);
  });

  it('shows a spinner elsewhere, without the skeleton flag', async () => {
    await act(async () => renderWith(false, true));
    expect(screen.getByRole('status', { name: '加载中' })).toBeInTheDocument();
    expect(useSessionStore.getState().skeletonLoading).toBe(false);
  });

  it('shows the content and clears the flag once loaded', async () => {
    useSessionStore.getState().setSkeletonLoading(true);
    await act(async () => renderWith(true, false));
    expect(screen.getByText('已加载')).toBeInTheDocument();
    expect(useSessionStore.getState().skeletonLoading).toBe(false);
  });
});
