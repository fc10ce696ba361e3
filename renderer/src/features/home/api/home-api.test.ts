import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as HttpModule from '@/lib/http';

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), del: vi.fn() }));
vi.mock('@/lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof HttpModule>()),
  http,
}));

const { fetchArticleFeed, fetchHotWords, prefetchFirstScreen } = await import('./home-api');

const envelope = <T>(data: T) => ({ success: true, code: 200, msg: '操作成功', data });
const feed = (title: string) => envelope({ list: [], total: 0, page: 1, size: 10, title });

beforeEach(() => {
  http.get.mockReset();
  http.get.mockImplementation(async (url: string) =>
    url === '/article/hot-words' ? envelope(['年终奖']) : feed('x'),
  );
});
afterEach(() => vi.useRealTimers());

describe('prefetchFirstScreen', () => {
  it('asks for the first feed page and the hot words once; the page then takes those answers', async () => {
    prefetchFirstScreen();
    expect(http.get).toHaveBeenCalledTimes(1);
    expect(http.get).toHaveBeenCalledWith('/article/list', { params: { page: 1, size: 10 } });
    await expect(fetchArticleFeed(1, null)).resolves.toMatchObject({ page: 1 });
    await expect(fetchHotWords()).resolves.toEqual(['年终奖']);
    expect(http.get).toHaveBeenCalledTimes(2);
    // Used once: a pull to refresh asks again.
    await fetchArticleFeed(1, null);
    expect(http.get).toHaveBeenCalledTimes(3);
  });

  it('sends the hot words a task after the feed, not in the same task', async () => {
    prefetchFirstScreen();
    await Promise.resolve();
    expect(http.get).toHaveBeenCalledTimes(1);
    expect(http.get.mock.calls[0]?.[0]).toBe('/article/list');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(http.get).toHaveBeenCalledTimes(2);
    expect(http.get.mock.calls.at(-1)?.[0]).toBe('/article/hot-words');
  });

  it('does not serve other pages or categories from it', async () => {
    prefetchFirstScreen();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await fetchArticleFeed(2, null);
    await fetchArticleFeed(1, 'case');
    expect(http.get).toHaveBeenLastCalledWith('/article/list', {
      params: { page: 1, size: 10, category: 'case' },
    });
    expect(http.get).toHaveBeenCalledTimes(4);
  });

  it('an answer older than ten seconds is asked again', async () => {
    vi.useFakeTimers();
    prefetchFirstScreen();
    await vi.advanceTimersByTimeAsync(10_001);
    await fetchArticleFeed(1, null);
    expect(http.get).toHaveBeenCalledTimes(3);
  });

  it("a failed early request fails the page's call, without an unhandled rejection before it", async () => {
    http.get.mockRejectedValue(new Error('网络异常'));
    prefetchFirstScreen();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(fetchArticleFeed(1, null)).rejects.toThrow('网络异常');
  });
});
