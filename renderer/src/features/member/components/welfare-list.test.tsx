import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Welfare } from '@/contracts/api/member';
import { WelfareList } from './welfare-list';

const item = (id: number, state: Welfare['state'], extra: Partial<Welfare> = {}): Welfare => ({
  id,
  title: `福利${id}`,
  description: '说明',
  minLevel: 0,
  kind: 'coupon',
  value: 1,
  couponScope: 1,
  claimed: state === 'claimed',
  claimable: state === 'available',
  state,
  remaining: null,
  startsAt: null,
  endsAt: null,
  ...extra,
});

describe('WelfareList', () => {
  it('labels each state and lets only 立即领取 be pressed', async () => {
    const onClaim = vi.fn();
    const states = [
      'available',
      'claimed',
      'soldOut',
      'notStarted',
      'ended',
      'membersOnly',
    ] as const;
    render(
      <WelfareList
        items={states.map((s, i) => item(i + 1, s))}
        pendingId={null}
        onClaim={onClaim}
      />,
    );
    for (const [label, enabled] of [
      ['立即领取', true],
      ['已领取', false],
      ['已领完', false],
      ['未开始', false],
      ['已结束', false],
      ['仅会员可领', false],
    ] as const) {
      expect((screen.getByRole('button', { name: label }) as HTMLButtonElement).disabled).toBe(
        !enabled,
      );
    }
    await userEvent.click(screen.getByRole('button', { name: '立即领取' }));
    expect(onClaim).toHaveBeenCalledWith(1);
  });

  it('disables every claim while one is pending and says which', () => {
    render(
      <WelfareList
        items={[item(1, 'available'), item(2, 'available', { remaining: 8 })]}
        pendingId={1}
        onClaim={vi.fn()}
      />,
    );
    expect((screen.getByRole('button', { name: '领取中…' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect((screen.getByRole('button', { name: '立即领取' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.getByText('剩余 8 份')).toBeTruthy();
  });
});
