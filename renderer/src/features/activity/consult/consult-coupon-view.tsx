import { Link } from 'react-router';
import { Button } from '@/components/button';
import type { ConsultCoupon } from '@/contracts/api/consult';
import { formatDate } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/number';

/** The coupon ticket, what it is for, its rules, and the claim or the user's own coupon. */
export function ConsultCouponView({
  coupon,
  pending,
  onClaim,
}: {
  coupon: ConsultCoupon;
  pending: boolean;
  onClaim: () => void;
}) {
  const { mine } = coupon;
  return (
    <>
      <section className="consult__ticket" aria-label={coupon.title}>
        <p className="consult__amount">
          <span className="consult__currency">¥</span>
          {formatMoney(coupon.amountCents)}
        </p>
        <div className="consult__ticket-text">
          <h2 className="consult__title">{coupon.title}</h2>
          <p className="consult__desc">注册税务师一对一咨询，无门槛抵扣</p>
          <p className="consult__desc">领取后{coupon.validDays}天内有效</p>
        </div>
      </section>
      {mine ? (
        <section className="consult__mine" aria-label="我的免费咨询券">
          <p className={`consult__status consult__status--${mine.status}`}>
            已领取 · {mine.statusText}
          </p>
          <p className="consult__line">券码：{mine.code}</p>
          <p className="consult__line">有效期至：{formatDate(mine.expireAt, 'YYYY-MM-DD')}</p>
          <p className="consult__line">
            使用方式：预约专家咨询下单时选择此券，最多抵扣¥{formatMoney(coupon.amountCents)}
          </p>
          {mine.status === 0 ? (
            <Link className="consult__use" to="/throughtrain">
              去使用：预约专家咨询（直通车）
            </Link>
          ) : null}
        </section>
      ) : coupon.state === 'soldOut' ? (
        <p className="consult__sold-out" role="status">
          本期免费咨询券已领完，敬请关注下期活动
        </p>
      ) : (
        <Button
          color="primary"
          block
          shape="rounded"
          size="large"
          loading={pending}
          disabled={pending}
          onClick={onClaim}
        >
          {pending ? '领取中…' : '立即领取'}
        </Button>
      )}
      <p className="consult__remaining">
        本期共 {coupon.total} 张，剩余 {coupon.remaining} 张
      </p>
      <section className="consult__rules" aria-labelledby="consult-rules">
        <h2 className="consult__rules-title" id="consult-rules">
          活动规则
        </h2>
        <ol className="consult__rules-list">
          {coupon.rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ol>
      </section>
    </>
  );
}
