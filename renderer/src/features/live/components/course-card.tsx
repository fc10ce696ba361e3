import { Link } from 'react-router';
import type { CourseSummary } from '@/contracts/api/live';
import { formatCount } from '@/lib/format';
import { coursePath } from '../lib/course-paths';
import { priceLabel, statusLabel } from '../lib/course-format';
import './live-common.css';

/** A course row: cover, title, lecturer, status (即将开始 with its date, 直播中, 回放), price (已购 once bought) and learners. */
export function CourseCard({
  course,
  showStatus = true,
}: {
  course: CourseSummary;
  showStatus?: boolean;
}) {
  return (
    <li>
      <Link to={coursePath(course)} className="list-card">
        <img
          className="list-card__cover list-card__cover--left"
          src={course.cover}
          alt=""
          loading="lazy"
          width={112}
          height={63}
        />
        <div className="list-card__main">
          <h2 className="list-card__title">{course.title}</h2>
          <p className="list-card__summary">
            {course.lecturer} · {course.lecturerTitle}
            {course.type === 2 ? ` · 共${course.chapterCount}讲` : ''}
          </p>
          <div className="list-card__meta">
            {showStatus ? (
              <span
                className={course.status === 1 ? 'live-status live-status--on' : 'list-card__tag'}
              >
                {statusLabel(course)}
              </span>
            ) : null}
            {course.purchased ? (
              <span className="live-bought">已购</span>
            ) : (
              <span className="live-price">{priceLabel(course)}</span>
            )}
            <span>{formatCount(course.views)} 人学习</span>
          </div>
        </div>
      </Link>
    </li>
  );
}
