import { LoginRequired } from '@/components/login-required';
import { PageFrame } from '@/components/page-frame';
import { RedpackWallet } from '@/components/quiz/redpack/redpack-wallet';
import { useExamId } from '@/components/quiz/exam-id';

/** 我的红包 (/exam/redpack?examId=): balance, income, withdrawal and records labelled by spec §4. */
export function ExamRedpackPage() {
  const examId = useExamId();
  return (
    <PageFrame title="我的红包">
      <LoginRequired reason="登录后查看红包记录">
        <RedpackWallet examId={examId} />
      </LoginRequired>
    </PageFrame>
  );
}
