import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MallAccount } from '@/contracts/api/mall';
import { BalanceValue } from './balance-value';

const account: MallAccount = {
  points: 1200,
  frozenPoints: 0,
  exchangedCount: 0,
  checkedInToday: false,
  checkinStreak: 0,
  readPointsToday: 0,
  answerPointsToday: 0,
};

describe('BalanceValue', () => {
  it('shows what is derived from a loaded balance', () => {
    render(
      <BalanceValue
        account={account}
        error={null}
        onRetry={vi.fn()}
        show={(p) => `${p - 500} 积分`}
      />,
    );
    expect(screen.getByText('700 积分')).toBeInTheDocument();
  });

  it('never shows a number for a balance that failed to load: an alert and 重试', async () => {
    const onRetry = vi.fn();
    render(
      <BalanceValue
        account={undefined}
        error={new Error('x')}
        onRetry={onRetry}
        show={(p) => `${p} 积分`}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('积分加载失败');
    expect(screen.queryByText(/\d/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('shows -- while loading', () => {
    render(
      <BalanceValue account={undefined} error={null} onRetry={vi.fn()} show={(p) => `${p} 积分`} />,
    );
    expect(screen.getByText('--')).toBeInTheDocument();
  });
});
