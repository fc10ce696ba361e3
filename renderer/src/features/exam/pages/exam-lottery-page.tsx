import { LoginRequired } from '@/components/login-required';
import { PageFrame } from '@/components/page-frame';
import { useExamId } from '@/domain/quiz/exam-id';
import { ExamLottery } from '../components/exam-lottery';
import '../components/exam.css';

/** 幸运抽奖 (/exam/lottery?examId=): the prize grid, my chances and the draw, all decided by the server. */
export function ExamLotteryPage() {
  const examId = useExamId();
  return (
    <PageFrame title="幸运抽奖">
      <LoginRequired reason="登录后参与抽奖">
        <ExamLottery examId={examId} />
      </LoginRequired>
    </PageFrame>
  );
}
