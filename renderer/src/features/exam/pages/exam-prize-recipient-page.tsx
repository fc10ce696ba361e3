import { Link, useNavigate, useSearchParams } from 'react-router';
import { LoginRequired } from '@/components/login-required';
import { PageFrame } from '@/components/page-frame';
import { LineSkeleton } from '@/components/skeleton';
import { EmptyState, LoadFailure } from '@/components/states';
import { examPath, positiveIdOf, useExamId } from '@/domain/quiz/exam-id';
import { useRequest } from '@/lib/hooks/use-request';
import { showSuccess } from '@/lib/toast';
import type { PrizeRecipientBody } from '@/contracts/api/exam';
import { fetchWonPrizes, submitPrizeRecipient } from '../api/exam-api';
import { PrizeRecipientForm } from '../components/prize-recipient-form';
import '../components/exam.css';

function Recipient({ examId, drawId }: { examId: number; drawId: number | null }) {
  const navigate = useNavigate();
  const wins = useRequest(() => fetchWonPrizes(examId), `exam-wins:${examId}`);
  if (wins.error) return <LoadFailure error={wins.error} onRetry={wins.reload} />;
  if (!wins.data) return <LineSkeleton rows={5} />;
  const prize = wins.data.list.find((p) => p.drawId === drawId && p.kind === 'goods');
  const back = <Link to={examPath('/exam/prizes', examId)}>查看我的奖品</Link>;
  if (!prize)
    return (
      <EmptyState title="中奖记录不存在" description="只有中奖的实物奖品需要填写收货信息">
        {back}
      </EmptyState>
    );
  if (prize.state !== 'needs_recipient') {
    return (
      <EmptyState
        title="收货信息已提交"
        description={`${prize.prizeName}：${prize.stateText}，收货信息不能修改`}
      >
        {back}
      </EmptyState>
    );
  }
  const submit = async (body: PrizeRecipientBody) => {
    await submitPrizeRecipient(body);
    showSuccess('收货信息已提交');
    void navigate(examPath('/exam/prizes', examId), { replace: true });
  };
  return (
    <>
      <p className="exam-note">
        恭喜获得{prize.prizeName}！请填写收货信息，提交后我们将尽快为您发货。
      </p>
      <PrizeRecipientForm drawId={prize.drawId} onSubmit={submit} />
    </>
  );
}

/** 填写收货信息 (/exam/prize/recipient?examId=&drawId=): where a won goods prize goes, given once. */
export function ExamPrizeRecipientPage() {
  const examId = useExamId();
  const [params] = useSearchParams();
  return (
    <PageFrame title="填写收货信息">
      <LoginRequired reason="登录后填写收货信息">
        <Recipient examId={examId} drawId={positiveIdOf(params.get('drawId'))} />
      </LoginRequired>
    </PageFrame>
  );
}
