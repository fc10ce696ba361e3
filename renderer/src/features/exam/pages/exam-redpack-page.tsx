import { LoginRequired } from '@/components/login-required';
import { PageFrame } from '@/components/page-frame';
import { useExamId } from '../lib/exam-id';
import { ExamRedpackRecords } from '../redpack/exam-redpack-records';
import '../exam.css';

/** 我的红包 (/exam/redpack?examId=): balance, income, withdrawal and records labelled by spec §4. */
export function ExamRedpackPage() {
  const examId = useExamId();
  return (
    <PageFrame title="我的红包">
      <LoginRequired reason="登录后查看红包记录">
        <ExamRedpackRecords examId={examId} />
      </LoginRequired>
    </PageFrame>
  );
}
