import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { PropBar, PropBarPlaceholder } from './prop-bar';

describe('PropBar', () => {
  const props = [
    { propType: 3, name: '延时卡', count: 1, usable: true, reason: null },
    { propType: 1, name: '去错卡', count: 1, usable: false, reason: '判断题不能使用去错卡' },
  ];

  it('uses a usable prop and tells why another is refused, without sending it', () => {
    const onUse = vi.fn();
    const onRefused = vi.fn();
    render(<PropBar props={props} onUse={onUse} onRefused={onRefused} />);
    fireEvent.click(screen.getByRole('button', { name: '延时卡 ×1' }));
    expect(onUse).toHaveBeenCalledWith(3);
    const off = screen.getByRole('button', { name: '去错卡 ×1' });
    expect(off).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(off);
    expect(onRefused).toHaveBeenCalledWith('判断题不能使用去错卡');
    expect(onUse).toHaveBeenCalledTimes(1);
  });

  it('waits while a prop is on its way', () => {
    const { rerender } = render(<PropBar props={props} busy onUse={vi.fn()} onRefused={vi.fn()} />);
    expect(screen.getByRole('button', { name: '延时卡 ×1' })).toBeDisabled();
    expect(screen.getByRole('list', { name: '道具' })).toHaveAttribute('aria-busy', 'true');
    rerender(<PropBar props={props} onUse={vi.fn()} onRefused={vi.fn()} />);
    expect(screen.getByRole('list', { name: '道具' })).not.toHaveAttribute('aria-busy');
  });

  it('keeps its place with the same rows while the props load, hidden from screen readers', () => {
    const { container } = render(<PropBarPlaceholder />);
    const list = container.querySelector('ul.quiz-props');
    expect(list).toHaveAttribute('aria-hidden', 'true');
    expect(
      list?.querySelectorAll('li > .quiz-prop > .quiz-prop__name + .quiz-prop__count'),
    ).toHaveLength(3);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    // Nothing in it takes the focus (aria-hidden content must not).
    list?.querySelectorAll('button').forEach((button) => expect(button).toBeDisabled());
  });
});
