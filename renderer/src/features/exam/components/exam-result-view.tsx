import './exam.css';
import './exam-result-view.css';
import { Link } from 'react-router';
import type { ExamResult } from '@/contracts/api/exam';
import { formatMoney } from '@/lib/format';
import { formatDuration } from '../lib/my-state';
import { examPath } from '@/domain/quiz/exam-id';
import { rankChangeText } from '@/domain/quiz/rank-change';
import { QuizStats } from '@/components/quiz/campaign/campaign-parts';

type LogItem = {
  index: number;
  stem: string;
  answer: string;
  rightAnswer: string;
  correct: boolean;
  analysis: string;
  prop: number | null;
};

/** The server's result of one attempt: score, correct count, time, rank and its change, what was won. */
export function ExamResultView({
  result,
  rankBefore,
  examId,
}: {
  result: ExamResult | null;
  rankBefore: number | null;
  examId: number;
}) {
  if (!result) {
    return <p className="exam-note">本次答题已结束，成绩以排行榜为准。</p>;
  }
  return (
    <section className="exam-card exam-result" aria-labelledby="exam-score">
      <h1 id="exam-score" className="exam-result__score">
        {result.score} 分<span className="exam-result__total"> / {result.totalScore} 分</span>
      </h1>
      <p className="exam-result__verdict">
        {result.passed ? '恭喜，成绩合格' : '未达合格分，再接再厉'}
      </p>
      <QuizStats
        items={[
          ['答对', `${result.correctCount}/${result.questionCount} 题`],
          ['用时', formatDuration(result.usedSeconds)],
          ['最佳成绩', `${result.bestScore} 分`],
          ['当前排名', result.rank === null ? '未上榜' : `第 ${result.rank} 名`],
        ]}
      />
      <p className="exam-result__change">{rankChangeText(rankBefore, result.rank)}</p>
      {result.redpackCents > 0 ? (
        <p className="exam-result__prize">获得答题红包 ¥{formatMoney(result.redpackCents)}</p>
      ) : null}
      {result.lotteryChanceAdded ? <p className="exam-note">获得 1 次抽奖机会</p> : null}
      <p className="exam-note">
        <Link to={examPath('/exam/rank', examId)}>查看排行榜</Link> ·{' '}
        <Link to={examPath('/exam', examId)}>返回竞赛首页</Link>
      </p>
    </section>
  );
}

/** Each answered question with the user's answer, the right one and the analysis. */
export function AnswerLogList({ log }: { log: LogItem[] }) {
  if (log.length === 0) return <p className="exam-note">本次没有作答记录</p>;
  return (
    <section className="exam-card" aria-labelledby="exam-log">
      <h2 id="exam-log" className="exam-card__title">
        答题解析
      </h2>
      <ol className="exam-log">
        {log.map((l) => (
          <li key={l.index} className="exam-log__item">
            <p className="exam-log__stem">
              {l.index + 1}. {l.stem}
            </p>
            <p className={l.correct ? 'exam-log__right' : 'exam-log__wrong'}>
              {l.prop === 2 ? '使用跳题卡' : `你的答案 ${l.answer || '未作答'}`} · 正确答案{' '}
              {l.rightAnswer} · {l.correct ? '答对' : '答错'}
            </p>
            {l.analysis ? <p className="exam-log__analysis">解析：{l.analysis}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
