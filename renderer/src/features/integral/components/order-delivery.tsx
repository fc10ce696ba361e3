import { Link } from 'react-router';
import { MALL_ORDER_STATUS, type MallOrder } from '@/contracts/api/mall';
import { fullAddress } from './address-card';
import { CopyButton } from './copy-button';

/** Where the order went: recipient and courier (physical), or what was issued and its codes (virtual). */
export function OrderDelivery({ order: o }: { order: MallOrder }) {
  if (o.goods.virtual) {
    return (
      <section className="mall-form__block" aria-label="发放信息">
        <h2 className="mall-block-title">发放信息</h2>
        {o.deliveryNote ? <p>{o.deliveryNote}</p> : null}
        {o.codes.map((code, i) => (
          <div key={code} className="mall-form__row">
            <span>
              券码{o.codes.length > 1 ? i + 1 : ''} <strong className="mall-code">{code}</strong>
            </span>
            <CopyButton text={code} label={`复制券码 ${code}`} />
          </div>
        ))}
      </section>
    );
  }
  return (
    <>
      {o.address ? (
        <section className="mall-form__block" aria-label="收货信息">
          <h2 className="mall-block-title">收货信息</h2>
          <p>
            {o.address.name} {o.address.phone}
          </p>
          <p className="mall-form__muted">{fullAddress(o.address)}</p>
        </section>
      ) : null}
      <section className="mall-form__block" aria-label="物流信息">
        <h2 className="mall-block-title">物流信息</h2>
        {o.expressCompany && o.expressNo ? (
          <>
            <div className="mall-form__row">
              <span>快递公司</span>
              <span>{o.expressCompany}</span>
            </div>
            <div className="mall-form__row">
              <span>快递单号</span>
              <span>
                {o.expressNo} <CopyButton text={o.expressNo} label="复制快递单号" />
              </span>
            </div>
            <Link
              className="mall-button mall-button--ghost mall-link-button"
              to={`/integral/iec/express?id=${o.id}`}
            >
              查看物流
            </Link>
          </>
        ) : (
          <p className="mall-form__muted">
            {o.status === MALL_ORDER_STATUS.CLOSED
              ? '订单已关闭，未发货'
              : '尚未发货，发货后可在此查看快递单号'}
          </p>
        )}
      </section>
    </>
  );
}
