import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { lazy } from 'react';
import type { ResolvedRoute } from '@/lib/routing/route-record';
import { RoutePage } from './route-page';

/** A page whose code never arrives: the fallback stays. */
const Pending = lazy(() => new Promise<never>(() => undefined));

const route = (skeleton: boolean): ResolvedRoute => ({
  path: '/x',
  fullPath: '/x',
  name: skeleton ? 'NewsList' : 'Home',
  title: 't',
  auth: false,
  keepAlive: false,
  skeleton,
  Page: Pending,
});

describe('RoutePage while the page code loads', () => {
  it('shows grey lines on a skeleton route', () => {
    render(<RoutePage route={route(true)} />);
    expect(screen.getByRole('status', { name: '内容加载中' })).toBeInTheDocument();
  });
  it('shows the spinner elsewhere', () => {
    render(<RoutePage route={route(false)} />);
    expect(screen.getByRole('status', { name: '加载中' })).toBeInTheDocument();
  });
});
