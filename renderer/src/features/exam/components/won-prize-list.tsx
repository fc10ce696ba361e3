import './exam.css';
import './won-prize-list.css';
import { Link } from 'react-router';
import { EmptyState } from '@/components/states';
import type { WonPrize } from '@/contracts/api/exam';
import { formatDate } from '@/lib/format';
import { examPath } from '@/domain/quiz/exam-id';

/**
 * 我的奖品: every prize I won, newest first, with where it stands. A goods prize waits for its
 * recipient (待填写收货信息, with the way to give it), then for shipping (待发货), then 已发货 with its
 * tracking number; the others were granted at the draw (已发放).
 */
export function WonPrizeList({ examId, prizes }: { examId: number; prizes: WonPrize[] }) {
  if (prizes.length === 0) {
    return (
      <EmptyState title="还没有中奖记录" description="答题、完成任务可获得抽奖机会">
        <Link to={examPath('/exam/lottery', examId)}>去抽奖</Link>
      </EmptyState>
    );
  }
  return (
    <ul className="exam-wins" aria-label="我的奖品">
      {prizes.map((p) => (
        <li key={p.drawId} className="exam-card exam-win">
          <img src={p.image} alt="" width={48} height={48} loading="lazy" />
          <div className="exam-win__body">
            <h2 className="exam-win__name">{p.prizeName}</h2>
            <p className="exam-win__meta">中奖时间 {formatDate(p.wonAt, 'YYYY-MM-DD HH:mm')}</p>
            {p.recipient ? (
              <p className="exam-win__meta">
                {p.recipient.name} {p.recipient.phoneMasked} · {p.recipient.province}
                {p.recipient.city}
                {p.recipient.district}
                {p.recipient.detail}
              </p>
            ) : null}
            {p.express ? (
              <p className="exam-win__meta">
                {p.express.company} 运单号 {p.express.trackingNo}
              </p>
            ) : null}
          </div>
          <div className="exam-win__side">
            <span
              className={
                p.state === 'needs_recipient'
                  ? 'exam-win__state exam-win__state--todo'
                  : 'exam-win__state'
              }
            >
              {p.stateText}
            </span>
            {p.state === 'needs_recipient' ? (
              <Link
                className="exam-win__action"
                to={examPath('/exam/prize/recipient', examId, { drawId: p.drawId })}
                aria-label={`填写收货信息：${p.prizeName}`}
              >
                填写收货信息
              </Link>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
