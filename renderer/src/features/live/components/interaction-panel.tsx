import { useState } from 'react';
import type { Interaction } from '@/contracts/api/live';
import { Button } from '@/components/button';
import { LoadMore } from '@/components/load-more';
import { EmptyState, ErrorState } from '@/components/states';
import { ensureLoggedIn } from '@/lib/auth';
import { formatCount, formatDate } from '@/lib/format';
import { usePagedList } from '@/lib/hooks/use-paged-list';
import { showToast } from '@/lib/toast';
import { fetchInteractions, postInteraction, toggleLike } from '../api/live-api';
import { useVisibleInterval } from '../hooks/use-visible-interval';
import { useActionKey } from '@/lib/api/action-key';
import './live-common.css';
import './interaction-panel.css';

const INTERACTION_MAX = 200;
/** How often an open live room asks for new comments (only while the page is visible). */
export const LIVE_COMMENTS_POLL_MS = 5000;

/** The comments of a newer first page that are not shown yet, newest first. */
export function newComments(first: Interaction[], shown: Interaction[]): Interaction[] {
  const known = new Set(shown.map((i) => i.id));
  return first.filter((i) => !known.has(i.id));
}

/** The message for a comment that cannot be sent, or null (the server says the same). */
export function commentProblem(text: string): string | null {
  const t = text.trim();
  if (!t) return '请输入互动内容';
  if (t.length > INTERACTION_MAX) return `互动内容最多${INTERACTION_MAX}字`;
  return null;
}

/** One comment: its text as plain text (React escapes it: no HTML runs), and a like that toggles. */
function InteractionRow({ item }: { item: Interaction }) {
  const [like, setLike] = useState({ liked: item.liked, likes: item.likes });
  const [pending, setPending] = useState(false);
  const toggle = async () => {
    if (pending || !(await ensureLoggedIn())) return;
    setPending(true);
    try {
      setLike(await toggleLike(item.id, 2));
    } catch {
      // The server's msg is already shown.
    } finally {
      setPending(false);
    }
  };
  return (
    <li className="live-comment">
      <div className="live-comment__head">
        <span className="live-comment__name">{item.nickname}</span>
        <time className="live-comment__time">{formatDate(item.createdAt, 'MM-DD HH:mm')}</time>
      </div>
      <p className="live-comment__text">{item.content}</p>
      <button
        type="button"
        className="live-comment__like"
        aria-pressed={like.liked}
        aria-label={`${like.liked ? '已赞' : '赞'} ${formatCount(like.likes)} · ${item.nickname}的留言`}
        disabled={pending}
        onClick={() => void toggle()}
      >
        {like.liked ? '已赞' : '赞'} {formatCount(like.likes)}
      </button>
    </li>
  );
}

/**
 * 互动: the comments newest first, page by page, and a box to post one (1–200 字). In a live room
 * the first page is asked for again every few seconds while the page is visible, and comments
 * not shown yet go on top (the pages loaded further down stay as they are).
 */
export function InteractionPanel({ courseId, live = false }: { courseId: number; live?: boolean }) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [fresh, setFresh] = useState<Interaction[]>([]);
  const key = useActionKey('live');
  const list = usePagedList(`comments:${courseId}`, (page) => fetchInteractions(courseId, page));
  const freshIds = new Set(fresh.map((i) => i.id));
  const items = [...fresh, ...list.items.filter((i) => !freshIds.has(i.id))];
  useVisibleInterval(
    () => {
      if (list.loading) return;
      fetchInteractions(courseId, 1, true).then(
        (first) =>
          setFresh((prev) => [...newComments(first.list, [...prev, ...list.items]), ...prev]),
        () => undefined,
      );
    },
    LIVE_COMMENTS_POLL_MS,
    live,
  );
  const submit = async () => {
    const p = commentProblem(text);
    setProblem(p);
    if (p || pending || !(await ensureLoggedIn())) return;
    setPending(true);
    try {
      const { msg } = await key.send({ content: text.trim() }, (body) =>
        postInteraction(courseId, body),
      );
      setText('');
      showToast(msg || '发送成功');
      await list.refresh();
      setFresh([]);
    } catch {
      // The HTTP client shows the server's msg.
    } finally {
      setPending(false);
    }
  };
  return (
    <section className="live-interactions" aria-label="互动">
      <form
        className="live-comment-form"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <label htmlFor={`comment-${courseId}`} className="live-comment-form__label">
          发表互动
        </label>
        <textarea
          id={`comment-${courseId}`}
          className="live-comment-form__input"
          rows={2}
          value={text}
          placeholder="说说你的想法或问题（最多200字）"
          aria-describedby={`comment-${courseId}-count`}
          aria-invalid={problem ? true : undefined}
          onChange={(e) => {
            setText(e.target.value);
            if (problem) setProblem(null);
          }}
        />
        <div className="live-comment-form__row">
          <span
            id={`comment-${courseId}-count`}
            className={
              text.trim().length > INTERACTION_MAX
                ? 'live-comment-form__count live-comment-form__count--over'
                : 'live-comment-form__count'
            }
          >
            {text.trim().length}/{INTERACTION_MAX}
          </span>
          <Button type="submit" color="primary" size="small" loading={pending}>
            发送
          </Button>
        </div>
        {problem ? (
          <p className="live-comment-form__error" role="alert">
            {problem}
          </p>
        ) : null}
      </form>
      {list.error ? (
        <ErrorState error={list.error} onRetry={() => void list.refresh()} />
      ) : !list.loading && items.length === 0 ? (
        <EmptyState title="还没有互动，来说第一句吧" />
      ) : (
        <>
          <ul className="plain-list" aria-label="互动留言">
            {items.map((item) => (
              <InteractionRow key={item.id} item={item} />
            ))}
          </ul>
          <LoadMore hasMore={list.hasMore} loadMore={list.loadMore} />
        </>
      )}
    </section>
  );
}
