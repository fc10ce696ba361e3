import { useState } from 'react';
import { Link } from 'react-router';
import { AgreementTick } from '@/components/checkout';
import { useApplePurchase } from '@/domain/checkout';
import { PageFrame } from '@/components/page-frame';
import { PageLoading } from '@/components/page-loading';
import { EmptyState, LoadFailure } from '@/components/states';
import { ORDER_TYPES } from '@/contracts/api/order';
import { useRequest } from '@/lib/hooks/use-request';
import { useSessionStore } from '@/stores/session-store';
import { fetchMemberCenter, fetchMemberPlans } from '../api/member-api';
import { MemberPlanPicker } from '../components/member-plan-picker';
import { isIosApp } from '../lib/ios-app';
import { MEMBER_STATUS_LABELS, planPrice } from '../lib/member-display';
import '../components/member-apply.css';
import '@/domain/checkout/checkout-bar.css';
import '../components/member-center.css';

/** Outside the iOS app there is no Apple purchase: say so and point to the ordinary purchase page. */
function NotInIosApp() {
  return (
    <EmptyState
      title="请在 iOS App 中使用"
      description="苹果应用内购买仅在税务通 iOS App 中可用。在浏览器或安卓 App 中，可在开通会员页面使用微信支付或支付宝购买。"
    >
      <Link className="member-button member-button--primary" to="/member/apply">
        前往开通会员
      </Link>
    </EmptyState>
  );
}

/** The iOS app's purchase: plans, Apple's payment sheet, 恢复购买; no coupons, no other channel. */
function IosPurchase() {
  const token = useSessionStore((s) => s.token);
  const { data, error, loading, reload } = useRequest(
    async () => {
      if (!token) return { center: null, plans: await fetchMemberPlans() };
      const center = await fetchMemberCenter();
      return { center, plans: center.plans };
    },
    token ? `user:${token}` : 'visitor',
  );
  const [picked, setPicked] = useState<number | null>(null);
  const { agreed, setAgreed, pending, buy, restore } = useApplePurchase('会员服务协议', reload);
  if (!data)
    return error ? (
      <LoadFailure error={error} onRetry={reload} />
    ) : loading ? (
      <PageLoading />
    ) : null;
  const { plans } = data;
  const plan = plans.find((p) => p.id === picked) ?? plans[0] ?? null;
  const status = data.center?.status ?? null;
  return (
    <>
      {status && status !== 'none' ? (
        <p className="member-apply__status">
          当前状态：{MEMBER_STATUS_LABELS[status]}
          {data.center?.levelName ? ` · ${data.center.levelName}` : ''}
        </p>
      ) : null}
      <MemberPlanPicker
        plans={plans}
        chosen={plan?.id ?? null}
        disabled={pending !== null}
        onChoose={setPicked}
      />
      <p className="member-apply__hint">
        通过 Apple 账户付款，购买后会员权益立即生效；应用内购买不支持使用优惠券。
      </p>
      <AgreementTick checked={agreed} onChange={setAgreed} />
      <div className="checkout-bar">
        <button
          type="button"
          className="checkout-bar__restore"
          disabled={pending !== null}
          aria-busy={pending === 'restore' || undefined}
          onClick={restore}
        >
          {pending === 'restore' ? '恢复中…' : '恢复购买'}
        </button>
        <button
          type="button"
          className="checkout-bar__pay"
          disabled={!plan || pending !== null}
          aria-busy={pending === 'buy' || undefined}
          onClick={() =>
            buy(
              plan && {
                order: { orderType: ORDER_TYPES.MEMBER, goodsId: plan.id, goodsQuantity: 1 },
                productId: plan.iosProductId,
              },
            )
          }
        >
          {pending === 'buy' ? '购买中…' : plan ? `立即购买 ¥${planPrice(plan).price}` : '立即购买'}
        </button>
      </div>
    </>
  );
}

/** /v2/member/ios/apply: Apple in-app purchase inside the iOS app; elsewhere an explanation. */
export function V2MemberIosApplyPage() {
  return (
    <PageFrame title="开通会员">
      <div className="member-apply">{isIosApp() ? <IosPurchase /> : <NotInIosApp />}</div>
    </PageFrame>
  );
}
