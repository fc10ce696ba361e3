import { Link } from 'react-router';
import { Button } from '@/components/button';
import type { Contribution } from '@/contracts/api/contribute';
import { CONTRIBUTION_STATUS } from '@/contracts/api/contribute';
import { formatCount, formatDate } from '@/lib/format';
import { actionsFor, WORK_ACTION_TEXT, type WorkAction } from '../lib/work-actions';

type WorkCardProps = {
  work: Contribution;
  onAction: (action: WorkAction, work: Contribution) => void;
};

/** One work in /delivery or the drafts: cover, title, last change, status and what it allows. */
export function WorkCard({ work, onAction }: WorkCardProps) {
  const published = work.status === CONTRIBUTION_STATUS.PUBLISHED;
  return (
    <article className="work-card" aria-label={work.title}>
      <Link className="work-card__main" to={`/contribute/detail/${work.id}`}>
        {work.cover ? (
          <img className="work-card__cover" src={work.cover} alt="" loading="lazy" />
        ) : null}
        <div className="work-card__text">
          <h2 className="work-card__title">{work.title}</h2>
          <p className="work-card__meta">
            <span className={`work-card__status work-card__status--${work.status}`}>
              {work.statusText}
            </span>
            <span>{formatDate(work.updatedAt, 'YYYY-MM-DD HH:mm')}</span>
            {published ? <span>阅读 {formatCount(work.views)}</span> : null}
            {published ? <span>点赞 {formatCount(work.likes)}</span> : null}
          </p>
          {published && work.revision ? (
            <p className="work-card__meta">
              <span className={`work-card__status work-card__status--${work.revision.status}`}>
                {work.revision.statusText}
              </span>
              <span>读者看到的仍是已发布的版本</span>
            </p>
          ) : null}
          {work.contest ? (
            <p className="work-card__contest">
              {work.contest.entered ? '征文参赛' : '征文投稿'}：{work.contest.title}
            </p>
          ) : null}
        </div>
      </Link>
      <div className="work-card__actions">
        {actionsFor(work).map((action) => (
          <Button
            key={action}
            size="mini"
            fill="outline"
            color={action === 'delete' ? 'danger' : 'primary'}
            onClick={() => onAction(action, work)}
          >
            {WORK_ACTION_TEXT[action]}
          </Button>
        ))}
      </div>
    </article>
  );
}
