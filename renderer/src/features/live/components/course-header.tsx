import { useState } from 'react';
import { TipButton, useTipCounts } from '@/domain/tip';
import { Link } from 'react-router';
import type { CourseDetail } from '@/contracts/api/live';
import { ensureLoggedIn } from '@/lib/auth';
import { formatCount } from '@/lib/format';
import { toggleLike } from '../api/live-api';
import { rightsLabel } from '../lib/access';
import { priceLabel, statusLabel } from '../lib/course-format';
import './live-common.css';
import './course-header.css';

/** Title, lecturer (a card of their own in the v3 layouts), status, price or why it is free, likes. */
export function CourseHeader({
  course,
  lecturerCard,
}: {
  course: CourseDetail;
  lecturerCard: boolean;
}) {
  const [like, setLike] = useState({ liked: course.liked, likes: course.likes });
  const [pending, setPending] = useState(false);
  const toggle = async () => {
    if (pending || !(await ensureLoggedIn())) return;
    setPending(true);
    try {
      setLike(await toggleLike(course.id, 1));
    } catch {
      // The server's msg is already shown.
    } finally {
      setPending(false);
    }
  };
  const badge = rightsLabel(course.rights);
  const tips = useTipCounts(2, [course.id]);
  return (
    <header className="live-head">
      <h1 className="live-head__title">{course.title}</h1>
      <p className="live-head__subtitle">{course.subtitle}</p>
      <div className="live-head__meta">
        <span className={course.status === 1 ? 'live-status--on' : undefined}>
          {statusLabel(course)}
        </span>
        <span className="live-price">{priceLabel(course)}</span>
        {badge ? <span className="live-head__badge">{badge}</span> : null}
        <span>{formatCount(course.views)} 人学习</span>
        <button
          type="button"
          className="live-head__like"
          aria-pressed={like.liked}
          disabled={pending}
          onClick={() => void toggle()}
        >
          {like.liked ? '已赞' : '点赞'} {formatCount(like.likes)}
        </button>
        <Link className="live-head__mine" to="/live/mine">
          我的课程
        </Link>
      </div>
      <div className="live-head__tip">
        <TipButton
          target={{ type: 2, id: course.id }}
          name="打赏这门课程"
          count={tips.count(course.id)}
          onTipped={tips.reload}
        />
      </div>
      {lecturerCard ? (
        <div className="live-lecturer">
          <img
            className="live-lecturer__avatar"
            src={course.lecturerAvatar}
            alt=""
            width={40}
            height={40}
          />
          <div>
            <p className="live-lecturer__name">{course.lecturer}</p>
            <p className="live-lecturer__title">{course.lecturerTitle}</p>
          </div>
        </div>
      ) : (
        <p className="live-head__lecturer">
          讲师：{course.lecturer} · {course.lecturerTitle}
        </p>
      )}
    </header>
  );
}
