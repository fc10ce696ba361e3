import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ArticleDetail } from '@/contracts/api/article';
import { ArticleActions } from './article-actions';

const auth = vi.hoisted(() => ({ ensureLoggedIn: vi.fn() }));
vi.mock('@/lib/auth', () => auth);
const api = vi.hoisted(() => ({ toggleArticle: vi.fn() }));
vi.mock('../api/article-api', () => api);

const article = {
  id: 8,
  liked: false,
  collected: false,
  likes: 10000,
  collects: 3,
} as ArticleDetail;

beforeEach(() => vi.clearAllMocks());

describe('ArticleActions', () => {
  it('asks an anonymous reader to log in and changes nothing when they do not', async () => {
    auth.ensureLoggedIn.mockResolvedValue(false);
    const onChange = vi.fn();
    render(<ArticleActions article={article} onChange={onChange} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /点赞/ })));
    expect(auth.ensureLoggedIn).toHaveBeenCalled();
    expect(api.toggleArticle).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('likes and collects for a signed-in reader with the counts the server answers', async () => {
    auth.ensureLoggedIn.mockResolvedValue(true);
    api.toggleArticle.mockImplementation(async (kind: string) =>
      kind === 'like' ? { active: true, count: 10001 } : { active: true, count: 4 },
    );
    const onChange = vi.fn();
    render(<ArticleActions article={article} onChange={onChange} />);
    expect(screen.getByRole('button', { name: /点赞 9999\+/ })).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /点赞/ })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /收藏/ })));
    expect(api.toggleArticle).toHaveBeenCalledWith('like', 8);
    expect(onChange).toHaveBeenCalledWith({ liked: true, likes: 10001 });
    expect(onChange).toHaveBeenCalledWith({ collected: true, collects: 4 });
  });

  it('offers sharing only when the page has a share path', () => {
    const { rerender } = render(<ArticleActions article={article} onChange={vi.fn()} />);
    expect(screen.queryByRole('button', { name: '分享' })).toBeNull();
    rerender(<ArticleActions article={article} onChange={vi.fn()} onShare={vi.fn()} />);
    expect(screen.getByRole('button', { name: '分享' })).toBeInTheDocument();
  });
});
