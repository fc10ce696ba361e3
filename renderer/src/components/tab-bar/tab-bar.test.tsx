import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { TabBar } from './index';

const TABS = [
  { key: 'a', title: '文章' },
  { key: 'b', title: '问答' },
  { key: 'c', title: '资讯' },
] as const;

describe('TabBar', () => {
  it('marks the chosen tab and reports taps', () => {
    const onChange = vi.fn();
    render(
      <TabBar
        label="内容分类"
        tabs={TABS}
        activeKey="b"
        onChange={onChange}
        panelIdOf={(k) => `p-${k}`}
      />,
    );
    const list = screen.getByRole('tablist', { name: '内容分类' });
    expect(list).toHaveClass('tab-bar--line');
    expect(screen.getByRole('tab', { name: '问答' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: '文章' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tab', { name: '资讯' })).toHaveAttribute('aria-controls', 'p-c');
    fireEvent.click(screen.getByRole('tab', { name: '资讯' }));
    expect(onChange).toHaveBeenCalledWith('c');
  });

  it('moves with the arrow keys, wrapping at both ends; only the chosen tab is in the tab order', () => {
    const onChange = vi.fn();
    render(<TabBar label="分类" variant="capsule" tabs={TABS} activeKey="a" onChange={onChange} />);
    expect(screen.getByRole('tab', { name: '文章' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: '问答' })).toHaveAttribute('tabindex', '-1');
    fireEvent.keyDown(screen.getByRole('tab', { name: '文章' }), { key: 'ArrowLeft' });
    expect(onChange).toHaveBeenLastCalledWith('c');
    fireEvent.keyDown(screen.getByRole('tab', { name: '文章' }), { key: 'ArrowRight' });
    expect(onChange).toHaveBeenLastCalledWith('b');
  });

  it('scrolls the chosen tab into the middle of the row, but reads no layout when a new row starts on its first tab', () => {
    const scrollTo = vi.fn();
    const original = HTMLElement.prototype.scrollTo;
    HTMLElement.prototype.scrollTo = scrollTo;
    const offsetLeft = vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockReturnValue(200);
    try {
      const { rerender } = render(
        <TabBar label="分类" tabs={TABS} activeKey="a" onChange={() => undefined} />,
      );
      expect(scrollTo).not.toHaveBeenCalled();
      expect(offsetLeft).not.toHaveBeenCalled();
      rerender(<TabBar label="分类" tabs={TABS} activeKey="c" onChange={() => undefined} />);
      expect(scrollTo).toHaveBeenCalledWith({ left: 200, behavior: 'smooth' });
      rerender(<TabBar label="分类" tabs={TABS} activeKey="a" onChange={() => undefined} />);
      expect(scrollTo).toHaveBeenCalledTimes(2);
    } finally {
      HTMLElement.prototype.scrollTo = original;
      offsetLeft.mockRestore();
    }
  });

  it('a new row starting on a later tab scrolls it into view', () => {
    const scrollTo = vi.fn();
    const original = HTMLElement.prototype.scrollTo;
    HTMLElement.prototype.scrollTo = scrollTo;
    try {
      render(<TabBar label="分类" tabs={TABS} activeKey="c" onChange={() => undefined} />);
      expect(scrollTo).toHaveBeenCalledTimes(1);
    } finally {
      HTMLElement.prototype.scrollTo = original;
    }
  });
});
