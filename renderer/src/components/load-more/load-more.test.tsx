import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { LoadMore } from './index';

/** A controllable IntersectionObserver: `reach(true)` says the end is on screen. */
class FakeObserver {
  static all: FakeObserver[] = [];
  static inReach = false;
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe = () => this.report();
  unobserve = () => undefined;
  disconnect = () => undefined;
  report() {
    this.callback(
      [{ isIntersecting: FakeObserver.inReach } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
}
const reach = (inReach: boolean) =>
  act(() => {
    FakeObserver.inReach = inReach;
    for (const o of FakeObserver.all) o.report();
  });

beforeEach(() => {
  FakeObserver.all = [];
  FakeObserver.inReach = false;
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => vi.unstubAllGlobals());

describe('LoadMore', () => {
  it('loads nothing while out of reach (a hidden kept-alive list)', async () => {
    const loadMore = vi.fn(async () => undefined);
    render(<LoadMore hasMore loadMore={loadMore} />);
    await act(async () => undefined);
    expect(loadMore).not.toHaveBeenCalled();
    expect(screen.getByText('加载中…')).toBeInTheDocument();
  });

  it('loads when in reach, and again while the end stays in reach after a page', async () => {
    // The first page leaves the end on screen; the second pushes it out of reach.
    const loadMore = vi.fn(async () => {
      if (loadMore.mock.calls.length >= 2) FakeObserver.inReach = false;
    });
    render(<LoadMore hasMore loadMore={loadMore} />);
    await reach(true);
    await act(async () => undefined);
    expect(loadMore).toHaveBeenCalledTimes(2);
    await act(async () => undefined);
    expect(loadMore).toHaveBeenCalledTimes(2);
    await reach(true);
    await act(async () => undefined);
    expect(loadMore).toHaveBeenCalledTimes(3);
  });

  it('says 没有更多了 at the end and loads nothing', async () => {
    const loadMore = vi.fn(async () => undefined);
    render(<LoadMore hasMore={false} loadMore={loadMore} />);
    await reach(true);
    expect(screen.getByText('没有更多了')).toBeInTheDocument();
    expect(loadMore).not.toHaveBeenCalled();
  });

  it('after a failed page waits for a tap to try again', async () => {
    const loadMore = vi
      .fn()
      .mockRejectedValueOnce(new Error('网络异常'))
      .mockResolvedValue(undefined);
    render(<LoadMore hasMore loadMore={loadMore} />);
    FakeObserver.inReach = true;
    await reach(true);
    const retry = await screen.findByRole('button', { name: '加载失败，点击重试' });
    expect(loadMore).toHaveBeenCalledTimes(1);
    FakeObserver.inReach = false;
    await act(async () => fireEvent.click(retry));
    expect(loadMore).toHaveBeenCalledTimes(2);
  });
});
