import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { Contribution } from '@/contracts/api/contribute';
import { WorkCard } from './work-card';

const work = (patch: Partial<Contribution>): Contribution => ({
  id: 7,
  title: '研发费用辅助账的三个误区',
  summary: '',
  category: 'practice',
  categoryName: '实务',
  cover: null,
  status: 2,
  statusText: '已发布',
  rejectReason: null,
  views: 12345,
  likes: 3,
  articleId: 812,
  wordCount: 300,
  createdAt: 0,
  updatedAt: 0,
  submittedAt: 0,
  tags: ['增值税'],
  original: true,
  sourceUrl: null,
  version: 2,
  publishedAt: 0,
  revision: null,
  contest: null,
  ...patch,
});

const renderCard = (w: Contribution) =>
  render(
    <MemoryRouter>
      <WorkCard work={w} onAction={vi.fn()} />
    </MemoryRouter>,
  );

describe('WorkCard', () => {
  it('shows a published work’s reads and its public article’s likes', () => {
    renderCard(work({}));
    const card = screen.getByRole('article', { name: '研发费用辅助账的三个误区' });
    expect(card).toHaveTextContent('阅读 9999+');
    expect(card).toHaveTextContent('点赞 3');
  });

  it('shows no counts before publication', () => {
    renderCard(work({ status: 1, statusText: '审核中', likes: 0, articleId: null, views: 0 }));
    const card = screen.getByRole('article', { name: '研发费用辅助账的三个误区' });
    expect(card).not.toHaveTextContent('点赞');
    expect(card).not.toHaveTextContent('阅读');
  });
});
