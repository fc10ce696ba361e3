import { LoginRequired } from '@/components/login-required';
import { PageFrame } from '@/components/page-frame';
import { RedpackWallet } from '@/domain/quiz/redpack/redpack-wallet';
import { useExamId } from '@/domain/quiz/exam-id';

/** 我的红包 (/exam/redpack?examId=): balance, income, withdrawal and records labelled by the server (docs/product.md「红包与提现」). */
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
