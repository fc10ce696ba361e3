import type { ActivityDetail } from '@/contracts/api/activity';
import { formatDate } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/number';

const when = (from: number, to: number) =>
  `${formatDate(from, 'YYYY-MM-DD HH:mm')} 至 ${formatDate(to, 'YYYY-MM-DD HH:mm')}`;

/** The activity: its states, when and where, places and price, and what it is about. */
export function ActivityInfo({ activity }: { activity: ActivityDetail }) {
  return (
    <article className="activity__card" aria-labelledby="activity-title">
      <p className="activity__badges">
        <span className={`activity__badge activity__badge--${activity.phase}`}>
          {activity.phaseText}
        </span>
        <span className={`activity__badge activity__badge--signup-${activity.signup}`}>
          {activity.signupText}
        </span>
      </p>
      <h1 className="activity__title" id="activity-title">
        {activity.title}
      </h1>
      <p className="activity__summary">{activity.summary}</p>
      <dl className="activity__facts">
        <dt>活动时间</dt>
        <dd>{when(activity.startAt, activity.endAt)}</dd>
        <dt>报名时间</dt>
        <dd>{when(activity.signupStart, activity.signupEnd)}</dd>
        <dt>{activity.online ? '参与方式' : '活动地点'}</dt>
        <dd>{activity.location}</dd>
        <dt>主办方</dt>
        <dd>{activity.host}</dd>
        <dt>报名费用</dt>
        <dd className={activity.priceCents > 0 ? 'activity__price' : undefined}>
          {activity.priceCents > 0 ? `¥${formatMoney(activity.priceCents)}` : '免费'}
        </dd>
        <dt>名额</dt>
        <dd>
          {activity.placesLeft > 0
            ? `剩余名额 ${activity.placesLeft} / ${activity.capacity}`
            : `名额已满（共 ${activity.capacity} 人）`}
        </dd>
      </dl>
      <section aria-labelledby="activity-content">
        <h2 className="activity__subtitle" id="activity-content">
          活动介绍
        </h2>
        {activity.content.split('\n').map((p, i) => (
          <p key={i} className="activity__paragraph">
            {p}
          </p>
        ))}
      </section>
    </article>
  );
}
