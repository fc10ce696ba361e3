import { LoginRequired } from '@/components/login-required';
import { PageFrame } from '@/components/page-frame';
import { ExamAnswerScreen } from '../components/exam-answer-screen';
import { useExamId } from '@/domain/quiz/exam-id';
import '../components/exam.css';

/** 答题 (/exam/answer?examId=): starts or resumes the attempt the server holds. */
export function ExamAnswerPage() {
  const examId = useExamId();
  return (
    <PageFrame title="答题">
      <LoginRequired reason="登录后才能答题">
        <ExamAnswerScreen examId={examId} />
      </LoginRequired>
    </PageFrame>
  );
}
