import { LoginRequired } from '@/components/login-required';
import { PageFrame } from '@/components/page-frame';
import { LineSkeleton } from '@/components/skeleton';
import { LoadFailure } from '@/components/states';
import { useExamId } from '@/domain/quiz/exam-id';
import { useRequest } from '@/lib/hooks/use-request';
import { fetchWonPrizes } from '../api/exam-api';
import { WonPrizeList } from '../components/won-prize-list';
import '../components/exam.css';

function WonPrizes({ examId }: { examId: number }) {
  const wins = useRequest(() => fetchWonPrizes(examId), `exam-wins:${examId}`);
  if (wins.error) return <LoadFailure error={wins.error} onRetry={wins.reload} />;
  if (!wins.data) return <LineSkeleton rows={4} />;
  return <WonPrizeList examId={examId} prizes={wins.data.list} />;
}

/** 我的奖品 (/exam/prizes?examId=): the lottery's prizes I won; a goods prize asks for its recipient. */
export function ExamPrizesPage() {
  const examId = useExamId();
  return (
    <PageFrame title="我的奖品">
      <LoginRequired reason="登录后查看我的奖品">
        <WonPrizes examId={examId} />
      </LoginRequired>
    </PageFrame>
  );
}
