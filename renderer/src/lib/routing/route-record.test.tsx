import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { lazyPage } from './route-record';

describe('lazyPage', () => {
  it('loads the module once, whether preload() or the first render asks first', async () => {
    const load = vi.fn(async () => ({ DemoPage: () => <h1>示例页</h1> }));
    const Page = lazyPage(load, 'DemoPage');
    await Page.preload();
    render(
      <Suspense fallback="加载中">
        <Page />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: '示例页' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a preloaded page renders at once, without showing the fallback', async () => {
    const Page = lazyPage(async () => ({ DemoPage: () => <h1>示例页</h1> }), 'DemoPage');
    await Page.preload();
    render(
      <Suspense fallback="加载中">
        <Page />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: '示例页' })).toBeInTheDocument();
    expect(screen.queryByText('加载中')).not.toBeInTheDocument();
  });

  it('a page not loaded yet shows the fallback until its module arrives', async () => {
    const Page = lazyPage(async () => ({ DemoPage: () => <h1>示例页</h1> }), 'DemoPage');
    render(
      <Suspense fallback="加载中">
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('加载中')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '示例页' })).toBeInTheDocument();
  });

  it('a failed preload can be tried again', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error('网络异常'))
      .mockResolvedValue({ DemoPage: () => null });
    const Page = lazyPage(load, 'DemoPage');
    await expect(Page.preload()).rejects.toThrow('网络异常');
    await expect(Page.preload()).resolves.toBeDefined();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
