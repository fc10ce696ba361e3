import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { PullToRefresh } from './index';

const touch = (y: number, x = 100) => ({ touches: [{ clientY: y, clientX: x }] });

function setup() {
  let finish: () => void = () => undefined;
  const onRefresh = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
  render(
    <PullToRefresh onRefresh={onRefresh}>
      <p>列表</p>
    </PullToRefresh>,
  );
  const area = screen.getByText('列表').closest('.pull-refresh') as HTMLElement;
  return { onRefresh, area, finish: () => finish() };
}

describe('PullToRefresh', () => {
  it('a short pull says 下拉刷新 and springs back without refreshing', () => {
    const { onRefresh, area } = setup();
    fireEvent.touchStart(area, touch(100));
    fireEvent.touchMove(area, touch(160));
    expect(screen.getByText('下拉刷新')).toBeInTheDocument();
    fireEvent.touchEnd(area);
    expect(onRefresh).not.toHaveBeenCalled();
    expect(screen.queryByText('下拉刷新')).toBeNull();
  });

  it('a long pull says 释放立即刷新, refreshes on release, then 刷新成功', async () => {
    vi.useFakeTimers();
    try {
      const { onRefresh, area, finish } = setup();
      fireEvent.touchStart(area, touch(100));
      fireEvent.touchMove(area, touch(260));
      expect(screen.getByText('释放立即刷新')).toBeInTheDocument();
      fireEvent.touchEnd(area);
      expect(onRefresh).toHaveBeenCalledTimes(1);
      expect(screen.getByText('加载中…')).toBeInTheDocument();
      await act(async () => finish());
      expect(screen.getByText('刷新成功')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(600));
      expect(screen.queryByText('刷新成功')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a sideways swipe is not a pull', () => {
    const { onRefresh, area } = setup();
    fireEvent.touchStart(area, touch(100, 100));
    fireEvent.touchMove(area, touch(180, 300));
    fireEvent.touchEnd(area);
    expect(screen.queryByText('下拉刷新')).toBeNull();
    expect(onRefresh).not.toHaveBeenCalled();
  });
});
