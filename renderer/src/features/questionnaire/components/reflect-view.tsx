import { Link } from 'react-router';
import { PageFrame } from '@/components/page-frame';
import { LoginPrompt } from '@/components/login-required';
import { RedpackWallet } from '@/domain/quiz/redpack/redpack-wallet';
import { useExamId } from '@/domain/quiz/exam-id';
import { useLoginGate } from '../hooks/use-login-gate';

/** 查看收益: the red-packet balance, a withdrawal from it, and the records. Needs login. */
export function ReflectView() {
  const loggedIn = useLoginGate();
  const examId = useExamId();
  return (
    <PageFrame title="查看收益">
      {loggedIn ? (
        <RedpackWallet examId={examId} links={<Link to="/questionnaire/know">领奖须知</Link>} />
      ) : (
        <LoginPrompt reason="登录后查看红包收益并提现" />
      )}
    </PageFrame>
  );
}
