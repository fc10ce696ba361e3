import { useSearchParams } from 'react-router';
import { LoginRequired } from '@/components/login-required';
import { PageFrame } from '@/components/page-frame';
import { PageLoading } from '@/components/page-loading';
import { EmptyState, LoadFailure } from '@/components/states';
import { useRequest } from '@/lib/hooks/use-request';
import { fetchAnswerLog } from '../api/exam-api';
import { rankBefore, rememberedResult } from '../lib/attempt-memo';
import { positiveIdOf, useExamId } from '@/domain/quiz/exam-id';
import { AnswerLogList, ExamResultView } from '../components/exam-result-view';
import '../components/exam.css';

/** 答题结果 (/exam/result?examId=&attemptId=): the submitted attempt's result and its answer log. */
export function ExamResultPage() {
  const [params] = useSearchParams();
  const examId = useExamId();
  const attemptId = positiveIdOf(params.get('attemptId'));
  return (
    <PageFrame title="答题结果">
      <LoginRequired reason="登录后查看答题结果">
        {attemptId === null ? (
          <EmptyState title="答题记录不存在" description="请从竞赛首页进入答题" />
        ) : (
          <ResultBody examId={examId} attemptId={attemptId} />
        )}
      </LoginRequired>
    </PageFrame>
  );
}

function ResultBody({ examId, attemptId }: { examId: number; attemptId: number }) {
  const log = useRequest(() => fetchAnswerLog(attemptId), `exam-log:${attemptId}`);
  if (log.error) return <LoadFailure error={log.error} onRetry={log.reload} />;
  if (!log.data) return <PageLoading />;
  return (
    <>
      <ExamResultView
        result={rememberedResult(attemptId)}
        rankBefore={rankBefore(examId)}
        examId={examId}
      />
      <AnswerLogList log={log.data} />
    </>
  );
}
