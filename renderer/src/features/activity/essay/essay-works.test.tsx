import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { EssayContest } from '@/contracts/api/essay';
import { initialSessionState, useSessionStore } from '@/stores/session-store';
import { EssayWorks } from './essay-works';

const CONTEST: EssayContest = {
  id: 1,
  title: '征文',
  theme: '主题',
  rules: [],
  prizes: [],
  submitStart: 0,
  submitEnd: 1,
  announceAt: 2,
  phase: 'collecting',
  phaseText: '征稿中',
  entryCount: 1,
  maxEntries: 3,
  mine: [
    {
      contributionId: 7,
      title: '已参赛的文章',
      statusText: '已发布',
      enteredAt: Date.UTC(2026, 5, 1),
    },
  ],
  candidates: [{ contributionId: 8, title: '可参赛的文章', statusText: '审核中', enteredAt: null }],
};
const show = (contest: EssayContest, pendingId: number | null = null, onEnter = vi.fn()) =>
  render(
    <MemoryRouter>
      <EssayWorks contest={contest} pendingId={pendingId} onEnter={onEnter} />
    </MemoryRouter>,
  );

describe('EssayWorks', () => {
  beforeEach(() => useSessionStore.setState({ ...initialSessionState, token: 'token-1' }));

  it('asks a visitor to log in', () => {
    useSessionStore.setState({ ...initialSessionState });
    show(CONTEST);
    expect(screen.getByText('请先登录')).toBeTruthy();
  });

  it('lists the entries and enters a candidate, with 立即投稿 into the editor with the contest', async () => {
    const onEnter = vi.fn();
    show(CONTEST, null, onEnter);
    expect(screen.getByRole('heading', { name: '我的参赛作品（1/3）' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '已参赛的文章' }).getAttribute('href')).toBe(
      '/contribute/detail/7',
    );
    await userEvent.click(screen.getByRole('button', { name: '参赛：可参赛的文章' }));
    expect(onEnter).toHaveBeenCalledWith(8);
    expect(screen.getByRole('link', { name: '立即投稿' }).getAttribute('href')).toBe(
      '/contribute/add?contest=1',
    );
  });

  it('disables 参赛 while one is pending or at the limit, and offers none once collecting ends', () => {
    const { unmount } = show(CONTEST, 8);
    expect(
      (screen.getByRole('button', { name: '参赛：可参赛的文章' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    unmount();
    const three = [7, 9, 10].map((id) => ({
      contributionId: id,
      title: `文章${id}`,
      statusText: '已发布',
      enteredAt: 1,
    }));
    const { unmount: unmount2 } = show({ ...CONTEST, mine: three });
    expect(screen.getByText('已达参赛上限（每人3篇）')).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: '参赛：可参赛的文章' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    unmount2();
    show({ ...CONTEST, phase: 'reviewing', phaseText: '评审中' });
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link', { name: '立即投稿' })).toBeNull();
  });
});
