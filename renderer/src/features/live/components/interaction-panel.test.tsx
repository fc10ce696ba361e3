import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { commentProblem, InteractionPanel } from './interaction-panel';

vi.mock('@/lib/auth', () => ({ ensureLoggedIn: vi.fn(async () => true) }));
vi.mock('@/lib/toast', () => ({ showToast: vi.fn() }));
const api = vi.hoisted(() => ({ fetchInteractions: vi.fn(), postInteraction: vi.fn(), toggleLike: vi.fn() }));
vi.mock('../api/live-api', () => api);

const row = { id: 1, userId: 30, nickname: '王晓', avatar: '', content: '<img src=x onerror=alert(1)>老师好', likes: 2, liked: false, createdAt: Date.UTC(2026, 5, 1) };

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
    await waitFor(() => expect(screen.getByRole('button', { name: /^已赞 3/ }).getAttribute('aria-pressed')).toBe('true'));
    expect(api.toggleLike).toHaveBeenCalledWith(1, 2);
    await userEvent.click(screen.getByRole('button', { name: '发送' }));
    expect(screen.getByRole('alert').textContent).toBe('请输入互动内容');
    expect(api.postInteraction).not.toHaveBeenCalled();
  });
});
