import { useState } from 'react';
import { HeartIcon, ShareIcon, StarIcon } from '@/components/icons';
import type { ArticleDetail } from '@/contracts/api/article';
import { ensureLoggedIn } from '@/lib/auth';
import { formatCount } from '@/lib/format/number';
import { toggleArticle } from '../api/article-api';

type Props = {
  article: ArticleDetail;
  onChange: (patch: Partial<ArticleDetail>) => void;
  /** Absent on routes without a share path. */
  onShare?: () => void;
};

/** Like, collect and share. Liking and collecting need an account: anonymous readers are asked to log in first. */
export function ArticleActions({ article, onChange, onShare }: Props) {
  const [busy, setBusy] = useState<'like' | 'collect' | null>(null);
  const toggle = async (kind: 'like' | 'collect') => {
    if (busy) return;
    if (!(await ensureLoggedIn())) return;
    setBusy(kind);
    try {
      const result = await toggleArticle(kind, article.id);
      onChange(
        kind === 'like'
          ? { liked: result.active, likes: result.count }
          : { collected: result.active, collects: result.count },
      );
    } catch {
      // The http client has already shown the server's message.
    } finally {
      setBusy(null);
    }
  };
  return (
    <nav className="article-actions" aria-label="文章操作">
      <button
        type="button"
        aria-pressed={article.liked}
        onClick={() => void toggle('like')}
        disabled={busy === 'like'}
      >
        <HeartIcon
          className={article.liked ? 'article-actions__on article-actions__on--like' : undefined}
        />
        <span>
          {article.liked ? '已赞' : '点赞'} {formatCount(article.likes)}
        </span>
      </button>
      <button
        type="button"
        aria-pressed={article.collected}
        onClick={() => void toggle('collect')}
        disabled={busy === 'collect'}
      >
        <StarIcon
          className={
            article.collected ? 'article-actions__on article-actions__on--collect' : undefined
          }
        />
        <span>
          {article.collected ? '已收藏' : '收藏'} {formatCount(article.collects)}
        </span>
      </button>
      {onShare ? (
        <button type="button" onClick={onShare}>
          <ShareIcon />
          <span>分享</span>
        </button>
      ) : null}
    </nav>
  );
}
