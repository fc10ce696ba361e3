import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AgreementTick, PayChannelPicker } from '@/components/checkout';
import { CheckoutBar, CouponPicker, PriceSummary } from '@/domain/checkout';
import { PageFrame } from '@/components/page-frame';
import { PageLoading } from '@/components/page-loading';
import { LoadFailure } from '@/components/states';
import type { MemberCenter, MemberPlan } from '@/contracts/api/member';
import { formatDate } from '@/lib/format/date';
import { useMemberApply } from '../hooks/use-member-apply';
import { useMemberCouponOffer } from '../hooks/use-member-coupon-offer';
import { isIosApp } from '../lib/ios-app';
import { MemberCouponOffer } from './member-coupon-offer';
import { MemberPlanPicker } from './member-plan-picker';
import './member-apply.css';
import './member-center.css';

/** What a renewal does, in one line: it stacks on the current expiry. */
function statusLine(center: MemberCenter | null): string | null {
  if (!center) return null;
  if (center.status === 'active' || center.status === 'expiring' || center.status === 'trial')
    return `您的${center.levelName}有效期至 ${formatDate(center.expireAt)}，续费后在此基础上顺延`;
  if (center.status === 'expired')
    return `您的会员已于 ${formatDate(center.expiredAt)} 到期，开通后立即生效`;
  return null;
}

/** The parts each layout arranges. */
export type ApplySections = {
  plan: MemberPlan | null;
  status: ReactNode;
  plans: (layout: 'list' | 'row') => ReactNode;
  checkout: ReactNode;
};

/**
 * The purchase page's frame for /member/apply and /v2/member/apply: one data hook and one purchase
 * flow; each layout only orders the sections (`render`).
 */
export function MemberApplyView({ render }: { render: (s: ApplySections) => ReactNode }) {
  const { data, error, loading, reload, plan, choosePlan, checkout, loggedIn } = useMemberApply();
  const { state, pending } = checkout;
  const noCouponFits =
    loggedIn &&
    !isIosApp() &&
    state.quote !== null &&
    state.quote.usableCoupons.length === 0 &&
    !state.quote.coupon;
  const coupon = useMemberCouponOffer(noCouponFits, checkout.chooseCoupon);
  let body: ReactNode;
  if (data && data.center?.status === 'lifetime') {
    body = <p className="member-apply__done">您已是永久会员，无需再开通或续费。</p>;
  } else if (data) {
    const line = statusLine(data.center);
    body = render({
      plan,
      status: line ? <p className="member-apply__status">{line}</p> : null,
      plans: (layout) => (
        <MemberPlanPicker
          plans={data.plans}
          chosen={plan?.id ?? null}
          disabled={pending}
          onChoose={choosePlan}
          layout={layout}
        />
      ),
      // Inside the iOS app digital goods go through Apple only (App Store rule 3.1.1).
      checkout: isIosApp() ? (
        <p className="member-apply__done">
          在 iOS App 中请通过苹果应用内购买开通会员。<Link to="/v2/member/ios/apply">前往购买</Link>
        </p>
      ) : (
        <>
          {loggedIn ? (
            <CouponPicker
              quote={state.quote}
              chosen={state.couponCode}
              error={state.error}
              disabled={pending}
              onChoose={checkout.chooseCoupon}
              offer={
                coupon.offer ? (
                  <MemberCouponOffer
                    offer={coupon.offer}
                    claiming={coupon.claiming}
                    onClaim={() => void coupon.claim()}
                  />
                ) : null
              }
            />
          ) : (
            <p className="member-apply__hint">登录后查看可用优惠券和实付金额</p>
          )}
          <PayChannelPicker
            value={state.channel}
            disabled={pending}
            onChange={checkout.chooseChannel}
          />
          {state.quote ? <PriceSummary quote={state.quote} /> : null}
          <AgreementTick checked={state.agreed} onChange={checkout.agree} />
          <CheckoutBar
            payCents={state.quote?.payCents ?? null}
            pending={pending}
            disabled={loggedIn && state.phase !== 'ready'}
            label={loggedIn ? '立即支付' : '登录后支付'}
            onPay={checkout.pay}
          />
        </>
      ),
    });
  } else if (error) body = <LoadFailure error={error} onRetry={reload} />;
  else if (loading) body = <PageLoading />;
  return (
    <PageFrame title="开通会员">
      <div className="member-apply">{body}</div>
    </PageFrame>
  );
}
