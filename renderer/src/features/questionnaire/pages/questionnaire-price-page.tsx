import { Link } from 'react-router';
import { PageFrame } from '@/components/page-frame';
import { PageLoading } from '@/components/page-loading';
import { LoadFailure } from '@/components/states';
import { Tag } from '@/components/tag';
import { questionnairePricesEndpoint } from '@/contracts/api/questionnaire';
import { callEndpoint } from '@/lib/api/call-endpoint';
import { formatMoney } from '@/lib/format';
import { useRequest } from '@/lib/hooks/use-request';
import { useSessionStore } from '@/stores/session-store';
import { tierState } from '../lib/tier-state';
import { tierRange } from '@/domain/quiz/redpack/ranking-standing';
import '../components/records.css';
import '../components/my-props.css';
import '../components/questionnaire.css';

const fetchPrices = () => callEndpoint(questionnairePricesEndpoint);

/** 奖励 (/questionnaire/price): the reward of each rank tier and where I stand; the claim is at /questionnaire/connect. */
export function QuestionnairePricePage() {
  const token = useSessionStore((s) => s.token);
  const prices = useRequest(fetchPrices, `questionnaire-prices:${token ?? ''}`);
  const s = prices.data;
  return (
    <PageFrame title="奖励">
      {s ? (
        <>
          <p className="qn-rules">
            {s.myRank
              ? `我的排名：第 ${s.myRank} 名`
              : token
                ? '我的排名：未上榜'
                : '登录后查看我的排名'}
            {s.examEnded ? '（闯关赛已结束）' : '（闯关赛结束后按最终名次发放）'}
          </p>
          <ul className="qn-logs" aria-label="奖励档位">
            {s.tiers.map((t) => {
              const state = tierState(t, s);
              return (
                <li key={t.rankFrom} className="qn-log qn-prop">
                  <span className="qn-log__main">
                    <span className="qn-log__outcome">
                      {tierRange(t.rankFrom, t.rankTo)} · {t.title}
                    </span>
                    <span className="qn-log__meta">{formatMoney(t.amountCents)} 元</span>
                  </span>
                  {state === '可领取' ? (
                    <Link className="qn-link" to="/questionnaire/connect?examId=6">
                      可领取
                    </Link>
                  ) : (
                    <Tag color={state === '已领取' ? 'primary' : 'default'}>{state}</Tag>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      ) : prices.error ? (
        <LoadFailure error={prices.error} onRetry={prices.reload} />
      ) : (
        <PageLoading />
      )}
    </PageFrame>
  );
}
