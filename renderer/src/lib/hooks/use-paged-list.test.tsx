import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { Page } from '@/contracts/api/envelope';
import { usePagedList } from './use-paged-list';

/** Page `page` of a list of `total` rows named by their position, as the API pages them. */
function pageOf(page: number, size: number, total: number, prefix = ''): Page<string> {
  const from = (page - 1) * size;
  const list = Array.from(
    { length: Math.max(0, Math.min(size, total - from)) },
    (_, i) => `${prefix}${from + i + 1}`,
  );
  return { list, total, page, size };
}

describe('usePagedList', () => {
  it('loads the first page, appends the next ones and stops at the total', async () => {
    const { result } = renderHook(() =>
      usePagedList('k', (page) => Promise.resolve(pageOf(page, 2, 3))),
    );
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.items).toEqual(['1', '2']));
    expect(result.current.hasMore).toBe(true);
    await act(() => result.current.loadMore());
    expect(result.current.items).toEqual(['1', '2', '3']);
    expect(result.current.hasMore).toBe(false);
  });

  it('an empty page ends the list even when the total said there were more', async () => {
    const { result } = renderHook(() =>
      usePagedList('k', (page) =>
        Promise.resolve(page === 1 ? pageOf(1, 2, 5) : { list: [], total: 5, page, size: 2 }),
      ),
    );
    await waitFor(() => expect(result.current.items).toHaveLength(2));
    await act(() => result.current.loadMore());
    expect(result.current.hasMore).toBe(false);
  });

  it('a refresh keeps the rows on screen while it reloads, and after it fails', async () => {
    let fail = false;
    let release: () => void = () => undefined;
    const { result } = renderHook(() =>
      usePagedList('k', (page) =>
        fail
          ? new Promise<Page<string>>(
              (_, reject) => (release = () => reject(new Error('网络异常'))),
            )
          : Promise.resolve(pageOf(page, 2, 4)),
      ),
    );
    await waitFor(() => expect(result.current.items).toEqual(['1', '2']));
    fail = true;
    let refreshing: Promise<void> = Promise.resolve();
    act(() => {
      refreshing = result.current.refresh();
    });
    expect(result.current.loading).toBe(true);
    expect(result.current.items).toEqual(['1', '2']);
    await act(async () => {
      release();
      await refreshing;
    });
    expect(result.current.loading).toBe(false);
    expect(result.current.error).toBeInstanceOf(Error);
    expect(result.current.items).toEqual(['1', '2']);
  });

  it('a new key clears the old rows at once', async () => {
    const { result, rerender } = renderHook(
      ({ key }) =>
        usePagedList(key, (page) =>
          key === 'a'
            ? Promise.resolve(pageOf(page, 2, 2, 'a-'))
            : new Promise<Page<string>>(() => undefined),
        ),
      {
        initialProps: { key: 'a' },
      },
    );
    await waitFor(() => expect(result.current.items).toEqual(['a-1', 'a-2']));
    rerender({ key: 'b' });
    expect(result.current.items).toEqual([]);
    expect(result.current.loading).toBe(true);
  });

  it('starts again for a new key and drops a late answer of the old one', async () => {
    let releaseOld: (p: Page<string>) => void = () => undefined;
    const { result, rerender } = renderHook(
      ({ key }) =>
        usePagedList(key, (page) =>
          key === 'old'
            ? new Promise<Page<string>>((resolve) => (releaseOld = resolve))
            : Promise.resolve(pageOf(page, 2, 2, 'new-')),
        ),
      { initialProps: { key: 'old' } },
    );
    rerender({ key: 'new' });
    await waitFor(() => expect(result.current.items).toEqual(['new-1', 'new-2']));
    await act(async () => releaseOld(pageOf(1, 2, 2, 'old-')));
    expect(result.current.items).toEqual(['new-1', 'new-2']);
  });

  it('reports a failed first page and loads again on refresh', async () => {
    let fail = true;
    const { result } = renderHook(() =>
      usePagedList('k', (page) =>
        fail ? Promise.reject(new Error('x')) : Promise.resolve(pageOf(page, 2, 1)),
      ),
    );
    await waitFor(() => expect(result.current.error).toBeInstanceOf(Error));
    expect(result.current.items).toEqual([]);
    fail = false;
    await act(() => result.current.refresh());
    expect(result.current.error).toBeNull();
    expect(result.current.items).toEqual(['1']);
  });

  it('loads nothing while disabled', () => {
    let calls = 0;
    const { result } = renderHook(() =>
      usePagedList(
        'k',
        () => {
          calls++;
          return Promise.resolve(pageOf(1, 2, 2));
        },
        false,
      ),
    );
    expect(calls).toBe(0);
    expect(result.current.loading).toBe(false);
    expect(result.current.items).toEqual([]);
  });
});
