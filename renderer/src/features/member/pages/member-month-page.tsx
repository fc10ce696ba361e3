import { Link } from 'react-router';
import { yuan } from '@/domain/checkout';
import { PageFrame } from '@/components/page-frame';
import { PageLoading } from '@/components/page-loading';
import { EmptyState, LoadFailure } from '@/components/states';
import { formatDate } from '@/lib/format/date';
import { useRequest } from '@/lib/hooks/use-request';
import { useSessionStore } from '@/stores/session-store';
import {
  fetchLatestFirmApplication,
  fetchMemberCenter,
  fetchMemberPlans,
  fetchMemberRights,
} from '../api/member-api';
import { MONTH_CARD_LABELS, monthCardPlan, monthCardState } from '../lib/month-card';
import { isIosApp } from '../lib/ios-app';
import '../components/member-apply.css';
import '../components/member-center.css';

async function loadMonth(loggedIn: boolean) {
  const [plans, rights, center, application] = await Promise.all([
    fetchMemberPlans(),
    fetchMemberRights(),
    loggedIn ? fetchMemberCenter() : null,
    loggedIn ? fetchLatestFirmApplication() : null,
  ]);
  return { plan: monthCardPlan(plans), rights, center, application };
}

/** /member/month: the standard enterprise month card: what it holds, the user's standing, claim or buy. */
export function MemberMonthPage() {
  const token = useSessionStore((s) => s.token);
  const { data, error, loading, reload } = useRequest(
    () => loadMonth(Boolean(token)),
    token ? `user:${token}` : 'visitor',
  );
  let body;
  if (data?.plan) {
    const { plan, center } = data;
    const state = monthCardState(center, data.application);
    const buyPath = isIosApp() ? '/v2/member/ios/apply' : `/member/apply?planId=${plan.id}`;
    body = (
      <>
        <section className="member-apply__hero" aria-label="月卡状态">
          <h2>{plan.name}</h2>
          <p>
            <span className="member-status__badge">{MONTH_CARD_LABELS[state]}</span>
          </p>
          <p>
            {state === 'claimed' && center ? `有效期至 ${formatDate(center.expireAt)}` : null}
            {state === 'expired' ? '体验已结束，可购买继续使用企业会员权益' : null}
            {state === 'reviewing' ? '您的企业试用申请正在审核，通过后月卡自动生效' : null}
            {state === 'unclaimed' ? `有效期 ${plan.days} 天，企业认证后可免费领取一次` : null}
          </p>
        </section>
        <section className="member-section" aria-labelledby="month-rights-title">
          <h2 id="month-rights-title" className="member-section__title">
            月卡包含
          </h2>
          <p className="member-apply__hint">{plan.description}</p>
          <ul className="member-rights">
            {data.rights
              .filter((r) => r.enterprise !== '—')
              .map((r) => (
                <li key={r.name} className="member-rights__item">
                  <span className="member-rights__name">{r.name}</span>
                  <span className="member-rights__desc">
                    {r.enterprise === '有' ? r.description : `${r.description} · ${r.enterprise}`}
                  </span>
                </li>
              ))}
          </ul>
        </section>
        <div className="member-status__actions member-month__actions">
          {state === 'unclaimed' ? (
            <Link className="member-button member-button--primary" to="/firm/apply">
              免费领取
            </Link>
          ) : null}
          {state === 'reviewing' ? (
            <Link className="member-button" to="/firm/apply">
              查看申请进度
            </Link>
          ) : null}
          {state !== 'reviewing' ? (
            <Link className="member-button" to={buyPath}>
              {state === 'claimed' ? '续费' : '购买'} ¥{yuan(plan.priceCents)}
            </Link>
          ) : null}
        </div>
      </>
    );
  } else if (data)
    body = <EmptyState title="月卡暂未开放" description="标准版企业体验月卡暂未上架，请稍后再来" />;
  else if (error) body = <LoadFailure error={error} onRetry={reload} />;
  else if (loading) body = <PageLoading />;
  return (
    <PageFrame title="标准版企业体验月卡">
      <div className="member-apply">{body}</div>
    </PageFrame>
  );
}
