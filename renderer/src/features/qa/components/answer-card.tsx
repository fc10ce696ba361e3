import { Link } from 'react-router';
import type { QaAnswer } from '@/contracts/api/qa';
import { TipButton } from '@/domain/tip';
import { formatDate } from '@/lib/format/date';
import { ExpertLine } from './expert-line';

type Tips = { count: number | null; onTipped: () => void };

/** One expert answer, with 打赏 and its tip count; its author gets an edit link, an edited answer links its history. */
export function AnswerCard({
  answer,
  showActions,
  tips,
}: {
  answer: QaAnswer;
  showActions: boolean;
  tips: Tips;
}) {
  const edited = answer.editCount > 0;
  return (
    <article className="qa-answer" aria-label={`${answer.expert.name}的回答`}>
      <ExpertLine expert={answer.expert} />
      <p className="qa-text">{answer.content}</p>
      <div className="qa-meta" style={{ marginTop: 8 }}>
        <span>{formatDate(answer.createdAt, 'YYYY-MM-DD HH:mm')} 回答</span>
        {edited ? <span>已编辑 · {formatDate(answer.updatedAt, 'YYYY-MM-DD')}</span> : null}
        <span>{answer.likeCount} 人觉得有用</span>
      </div>
      {/* An expert does not tip their own answer (the server refuses it too). */}
      {answer.canEdit ? null : (
        <div className="qa-answer__tip">
          <TipButton
            target={{ type: 1, id: answer.id }}
            name={`打赏${answer.expert.name}的回答`}
            count={tips.count}
            onTipped={tips.onTipped}
          />
        </div>
      )}
      {showActions && (answer.canEdit || edited) ? (
        <div className="qa-answer__actions">
          {answer.canEdit ? <Link to={`/qa/edit/${answer.id}`}>编辑回答</Link> : null}
          {edited ? (
            <Link to={`/qa/edit/history/${answer.id}`}>编辑历史（{answer.editCount}）</Link>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
