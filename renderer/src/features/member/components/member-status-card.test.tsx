import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { MemberCenter } from '@/contracts/api/member';
import { MemberStatusCard } from './member-status-card';

const base: MemberCenter = {
  status: 'active',
  trialAvailable: false,
  expiredAt: null,
  level: 1,
  levelName: '个人会员',
  expireAt: new Date(2026, 8, 30).getTime(),
  daysLeft: 40,
  points: 0,
  unusedCoupons: 0,
  claimableWelfare: 0,
  plans: [],
};

function renderCard(center: MemberCenter | null, trialPending = false, onTrial = vi.fn()) {
  render(
    <MemoryRouter>
      <MemberStatusCard center={center} trialPending={trialPending} onTrial={onTrial} />
    </MemoryRouter>,
  );
  return onTrial;
}

describe('MemberStatusCard', () => {
  it('shows a member their tier, 会员中, 有效期至 and 续费', () => {
    renderCard(base);
    expect(screen.getByRole('heading', { name: '个人会员' })).toBeTruthy();
    expect(screen.getByText('会员中')).toBeTruthy();
    expect(screen.getByText('有效期至：2026-09-30')).toBeTruthy();
    expect(screen.getByRole('link', { name: '续费会员' }).getAttribute('href')).toBe(
      '/member/apply',
    );
    expect(screen.queryByRole('button', { name: '立即试用' })).toBeNull();
  });

  it('warns 即将到期 with the days left', () => {
    renderCard({ ...base, status: 'expiring', daysLeft: 3 });
    expect(screen.getByText('即将到期')).toBeTruthy();
    expect(screen.getByText('有效期至：2026-09-30（剩余3天）')).toBeTruthy();
  });

  it('tells 已过期 when, and 永久 has nothing to buy', () => {
    renderCard({
      ...base,
      status: 'expired',
      level: 0,
      expireAt: null,
      expiredAt: new Date(2026, 0, 5).getTime(),
    });
    expect(screen.getByText('会员已于 2026-01-05 到期')).toBeTruthy();
    expect(screen.getByRole('link', { name: '续费会员' })).toBeTruthy();
  });

  it('has nothing to buy for 永久', () => {
    renderCard({ ...base, status: 'lifetime', level: 2, levelName: '企业会员' });
    expect(screen.getByText('有效期至：永久有效')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /会员$/ })).toBeNull();
  });

  it('offers a visitor 立即试用 and 开通, and disables the trial while it is pending', async () => {
    const onTrial = renderCard(null);
    expect(screen.getByText('未开通')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '立即试用' }));
    expect(onTrial).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: '开通会员' })).toBeTruthy();
  });

  it('disables the trial button while pending', () => {
    renderCard({ ...base, status: 'none', level: 0, trialAvailable: true }, true);
    expect((screen.getByRole('button', { name: '开通中…' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
