import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@/lib/http/api-error';
import { describePageFailure } from './page-failure';
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

describe('RoutePage when the page cannot be shown', () => {
  const failing = (error: Error): ResolvedRoute => ({
    ...route(false),
    Page: lazy(() => Promise.reject(error)),
  });
  const silenceConsole = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);

  it('says 网络异常 with a retry that reloads when its code did not download', async () => {
    silenceConsole();
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    render(
      <RoutePage
        route={failing(
          new TypeError('Failed to fetch dynamically imported module: /app/assets/x.js'),
        )}
      />,
    );
    expect(await screen.findByText('网络异常，请检查网络后重试')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(reload).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it('says 加载失败 when the page crashes', async () => {
    silenceConsole();
    const Crashing = () => {
      throw new Error('boom');
    };
    render(
      <RoutePage
        route={{ ...route(false), Page: lazy(() => Promise.resolve({ default: Crashing })) }}
      />,
    );
    expect(await screen.findByText('加载失败，请稍后重试')).toBeInTheDocument();
  });
});

describe('describePageFailure', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://x/app/assets/a.js',
    'Importing a module script failed.',
    'error loading dynamically imported module: https://x/app/assets/a.js',
    'Unable to preload CSS for /app/assets/a.css',
  ])('counts "%s" as a network problem', (message) => {
    expect(describePageFailure(new TypeError(message))).toEqual({
      title: '网络异常',
      description: '网络异常，请检查网络后重试',
    });
  });
  it('words API errors as the rest of the app does', () => {
    expect(describePageFailure(new ApiError('x', { status: 500 })).title).toBe('服务器异常');
  });
});
