import { PageFrame } from '@/components/page-frame';
import { useSessionStore } from '@/stores/session-store';
import { useExamId } from '@/domain/quiz/exam-id';
import { ExamRankList } from '../components/exam-rank-list';
import { ExamRankingReward } from '../components/exam-ranking-reward';
import '../components/exam.css';

/** 排行榜 (/exam/rank?examId=): the ranking reward and its claim, then the exam's board with my rank pinned. */
export function ExamRankPage() {
  const examId = useExamId();
  const loggedIn = useSessionStore((s) => Boolean(s.token));
  return (
    <PageFrame title="排行榜">
      <ExamRankingReward examId={examId} loggedIn={loggedIn} />
      <ExamRankList examId={examId} loggedIn={loggedIn} />
    </PageFrame>
  );
}
