import { LoginRequired } from '@/components/login-required';
import { PageFrame } from '@/components/page-frame';
import { useExamId } from '@/domain/quiz/exam-id';
import { ExamTaskList } from '../components/exam-task-list';
import '../components/exam.css';

/** 任务奖励 (/exam/task?examId=): tasks with 去完成 / 领取 / 已领取. */
export function ExamTaskPage() {
  const examId = useExamId();
  return (
    <PageFrame title="任务奖励">
      <LoginRequired reason="登录后查看任务与奖励">
        <ExamTaskList examId={examId} />
      </LoginRequired>
    </PageFrame>
  );
}
