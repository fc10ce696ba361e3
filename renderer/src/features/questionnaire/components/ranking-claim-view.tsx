import { useState } from 'react';
import { Button, Result } from 'antd-mobile';
import { Link, useNavigate } from 'react-router';
import { PageFrame } from '@/components/page-frame';
import { LineSkeleton } from '@/components/skeleton';
import { ErrorState } from '@/components/states';
import { formatMoney } from '@/lib/format';
import { showSuccess } from '@/lib/toast';
import { LoginPrompt } from '@/components/login-required';
import { describeStanding } from '@/domain/quiz/redpack/ranking-standing';
import { examPath, useExamId } from '@/domain/quiz/exam-id';
import { useLoginGate } from '../hooks/use-login-gate';
import {
  withdrawRankingReward,
  type Payee,
  type Withdrawal,
} from '@/domain/quiz/redpack/withdraw-api';
import { useRankingStanding } from '../hooks/use-ranking-standing';
import { WithdrawForm } from '@/domain/quiz/redpack/withdraw-form';
import '@/domain/quiz/redpack/withdraw.css';

/** 领取奖励 (/questionnaire/getprice), step 2: the payee form; the ranking reward is claimed and paid out at once. */
export function RankingClaimView() {
  const loggedIn = useLoginGate();
  const examId = useExamId();
  const navigate = useNavigate();
  const standing = useRankingStanding(examId);
  const [paid, setPaid] = useState<Withdrawal['result'] | null>(null);

  const claim = async (payee: Payee, _amountCents: number, clientKey: string) => {
    try {
      const { result, msg } = await withdrawRankingReward(examId, payee, clientKey);
      showSuccess(msg || result.statusText);
      setPaid(result);
      return true;
    } catch {
      return false; // toasted by the http client; the form keeps its values for another try
    }
  };

  if (!loggedIn) {
    return (
      <PageFrame title="领取奖励">
        <LoginPrompt reason="登录后领取您的排名奖励" />
      </PageFrame>
    );
  }
  if (paid) {
    return (
      <PageFrame title="领取奖励">
        <Result
          status="success"
          title="提现成功"
          description={`排名奖励 ${formatMoney(paid.amountCents)} 元已提现至 ${paid.accountMasked}`}
        />
        <div className="withdraw-actions">
          <Button
            block
            color="primary"
            size="large"
            onClick={() => navigate(examPath('/questionnaire/reflect', examId))}
          >
            查看收益
          </Button>
        </div>
        <p className="withdraw-links">
          <Link to="/questionnaire/know">领奖须知</Link>
        </p>
      </PageFrame>
    );
  }

  const s = standing.data;
  return (
    <PageFrame title="领取奖励">
      {standing.error ? <ErrorState error={standing.error} onRetry={standing.reload} /> : null}
      {!s && !standing.error ? <LineSkeleton rows={6} /> : null}
      {s && s.claimable ? (
        <>
          <section className="withdraw-summary" aria-label="排名奖励">
            <p className="withdraw-summary__label">第{s.myRank}名 · 排名奖励（元）</p>
            <p className="withdraw-summary__value">{formatMoney(s.myRewardCents)}</p>
          </section>
          <WithdrawForm
            amount={{ kind: 'fixed', amountCents: s.myRewardCents }}
            submitText="确认领取"
            onSubmit={claim}
          />
          <p className="withdraw-note">
            提交后奖励将直接提现到您填写的账户，请仔细核对。详见
            <Link to="/questionnaire/know">领奖须知</Link>。
          </p>
        </>
      ) : null}
      {s && !s.claimable ? (
        <Result
          status="info"
          title={describeStanding(s).title}
          description={describeStanding(s).description}
        />
      ) : null}
      {s && !s.claimable ? (
        <div className="withdraw-actions">
          <Button
            block
            size="large"
            onClick={() =>
              navigate(
                examPath(s.claimed ? '/questionnaire/reflect' : '/questionnaire/connect', examId),
                { replace: true },
              )
            }
          >
            {s.claimed ? '查看收益' : '查看排名奖励'}
          </Button>
        </div>
      ) : null}
    </PageFrame>
  );
}
