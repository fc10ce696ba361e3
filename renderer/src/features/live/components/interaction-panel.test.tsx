import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  commentProblem,
  InteractionPanel,
  LIVE_COMMENTS_POLL_MS,
  newComments,
} from './interaction-panel';

vi.mock('@/lib/auth', () => ({ ensureLoggedIn: vi.fn(async () => true) }));
vi.mock('@/lib/toast', () => ({ showToast: vi.fn() }));
const api = vi.hoisted(() => ({
  fetchInteractions: vi.fn(),
  postInteraction: vi.fn(),
  toggleLike: vi.fn(),
}));
vi.mock('../api/live-api', () => api);

const row = {
  id: 1,
  userId: 30,
  nickname: '王晓',
  avatar: '',
  content: '<img src=x onerror=alert(1)>老师好',
  likes: 2,
  liked: false,
  createdAt: Date.UTC(2026, 5, 1),
};

describe('comments', () => {
  it('refuses empty and over-long text with the same words as the server', () => {
    expect(commentProblem('   ')).toBe('请输入互动内容');
    expect(commentProblem('好'.repeat(201))).toBe('互动内容最多200字');
    expect(commentProblem(` ${'好'.repeat(200)} `)).toBeNull();
  });

  it('shows comment text inert, toggles a like from the server answer, and posts nothing empty', async () => {
    api.fetchInteractions.mockResolvedValue({ list: [row], total: 1, page: 1, size: 10 });
    api.toggleLike.mockResolvedValue({ liked: true, likes: 3 });
    const { container } = render(<InteractionPanel courseId={7} />);
    expect(await screen.findByText(row.content)).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /^赞 2/ }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^已赞 3/ }).getAttribute('aria-pressed')).toBe(
        'true',
      ),
    );
    expect(api.toggleLike).toHaveBeenCalledWith(1, 2);
    await userEvent.click(screen.getByRole('button', { name: '发送' }));
    expect(screen.getByRole('alert').textContent).toBe('请输入互动内容');
    expect(api.postInteraction).not.toHaveBeenCalled();
  });

  describe('in a live room', () => {
    afterEach(() => vi.useRealTimers());
    const later = { ...row, id: 2, content: '直播里的新问题', createdAt: row.createdAt + 60_000 };

    it('keeps only comments not shown yet', () => {
      expect(newComments([later, row], [row])).toEqual([later]);
      expect(newComments([row], [later, row])).toEqual([]);
    });

    it('puts new comments on top without a reload, and asks nothing elsewhere', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      api.fetchInteractions
        .mockReset()
        .mockResolvedValue({ list: [row], total: 1, page: 1, size: 10 });
      const { unmount } = render(<InteractionPanel courseId={7} live />);
      expect(await screen.findByText(row.content)).toBeTruthy();
      api.fetchInteractions.mockResolvedValue({ list: [later, row], total: 2, page: 1, size: 10 });
      await act(async () => {
        await vi.advanceTimersByTimeAsync(LIVE_COMMENTS_POLL_MS);
      });
      const items = screen.getByRole('list', { name: '互动留言' }).querySelectorAll('li');
      expect([...items].map((li) => li.querySelector('p')?.textContent)).toEqual([
        later.content,
        row.content,
      ]);
      expect(api.fetchInteractions).toHaveBeenLastCalledWith(7, 1, true);
      unmount();

      api.fetchInteractions.mockClear();
      render(<InteractionPanel courseId={8} />);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(LIVE_COMMENTS_POLL_MS * 3);
      });
      expect(api.fetchInteractions).toHaveBeenCalledTimes(1);
    });
  });
});
