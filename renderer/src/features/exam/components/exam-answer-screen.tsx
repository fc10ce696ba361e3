import './exam.css';
import './exam-answer-screen.css';
import { useState } from 'react';
import { PropBar, PropBarPlaceholder } from '@/components/quiz';
import { QuestionCard } from '@/domain/quiz';
import { Button } from '@/components/button';
import { PageLoading } from '@/components/page-loading';
import { LoadFailure } from '@/components/states';
import { showToast } from '@/lib/toast';
import { formatClock } from '../lib/countdown-warnings';
import { SubmitConfirm } from './submit-confirm';
import { useExamAttempt } from '../hooks/use-exam-attempt';

/** The exam clock: mm:ss, red under a minute; a timer screen readers read on demand, not every second. */
function ExamClock({ seconds }: { seconds: number }) {
  const urgent = seconds <= 60;
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return (
    <p
      className={`exam-clock${urgent ? ' exam-clock--urgent' : ''}`}
      role="timer"
      aria-label={`剩余时间 ${m} 分 ${s} 秒`}
    >
      <span aria-hidden="true">{formatClock(seconds)}</span>
    </p>
  );
}

/** One exam being answered: progress, the server-held clock, one question, its props, 交卷. */
export function ExamAnswerScreen({ examId }: { examId: number }) {
  const a = useExamAttempt(examId);
  const { running } = a;
  const [asking, setAsking] = useState<number | null>(null);
  if (!running)
    return a.error ? <LoadFailure error={a.error} onRetry={a.reload} /> : <PageLoading />;
  const seconds = a.seconds ?? 0;
  const locked = a.pending || a.closing || seconds <= 0;
  const unanswered = running.question ? running.total - running.index : 0;
  const submit = () => (unanswered > 0 ? setAsking(unanswered) : a.submit());
  return (
    <div className="exam-answer">
      <header className="exam-answer__head">
        <p className="exam-answer__progress">
          第 {Math.min(running.index + 1, running.total)}/{running.total} 题
        </p>
        <ExamClock seconds={seconds} />
      </header>
      <progress
        className="exam-answer__bar"
        max={running.total}
        value={running.index}
        aria-label={`已答 ${running.index} 题，共 ${running.total} 题`}
      />
      {a.closing ? (
        <p className="exam-note" role="status">
          正在交卷…
        </p>
      ) : null}
      {running.question ? (
        <>
          <QuestionCard
            key={`${running.question.id}-${running.question.options.length}`}
            question={running.question}
            verdict={null}
            disabled={locked}
            onAnswer={a.answer}
          />
          {a.props.length > 0 ? (
            <PropBar
              props={a.props}
              busy={locked || !a.propsCurrent}
              onUse={a.applyProp}
              onRefused={showToast}
            />
          ) : a.propsLoaded ? null : (
            <PropBarPlaceholder />
          )}
        </>
      ) : null}
      <div className="exam-actions">
        <Button block shape="rounded" disabled={locked} onClick={submit}>
          交卷（未答的题按答错计）
        </Button>
      </div>
      <SubmitConfirm
        unanswered={a.closing ? null : asking}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          setAsking(null);
          a.submit();
        }}
      />
    </div>
  );
}
