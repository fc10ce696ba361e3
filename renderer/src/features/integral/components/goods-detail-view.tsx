import type { GoodsDetail } from '@/contracts/api/mall';
import { formatDate } from '@/lib/format';
import { sanitizeHtml } from '@/lib/html/sanitize';
import { priceText } from '../lib/goods-labels';

/** A good's picture, price, limits and description (its rules are part of the description). */
export function GoodsDetailView({ goods }: { goods: GoodsDetail }) {
  return (
    <article className="mall-detail">
      <img
        className="mall-detail__image"
        src={goods.cover}
        alt={goods.title}
        width={375}
        height={281}
      />
      <div className="mall-detail__head">
        <h1 className="mall-detail__title">{goods.title}</h1>
        <p className="mall-detail__price">
          {priceText(goods.points, goods.cashCents)}
          {goods.marketPriceCents > 0 ? (
            <span className="mall-detail__market">
              市场价 ¥{(goods.marketPriceCents / 100).toFixed(2)}
            </span>
          ) : null}
        </p>
        <dl className="mall-detail__facts">
          <div>
            <dt>每人限兑</dt>
            <dd>{goods.limitPerUser} 件</dd>
          </div>
          <div>
            <dt>库存</dt>
            <dd>{goods.stock} 件</dd>
          </div>
          <div>
            <dt>已兑换</dt>
            <dd>{goods.sales} 件</dd>
          </div>
          {goods.exchangedByMe > 0 ? (
            <div>
              <dt>我已兑换</dt>
              <dd>{goods.exchangedByMe} 件</dd>
            </div>
          ) : null}
          {goods.startAt !== null ? (
            <div>
              <dt>开始时间</dt>
              <dd>{formatDate(goods.startAt, 'YYYY-MM-DD HH:mm')}</dd>
            </div>
          ) : null}
          {goods.endAt !== null ? (
            <div>
              <dt>结束时间</dt>
              <dd>{formatDate(goods.endAt, 'YYYY-MM-DD HH:mm')}</dd>
            </div>
          ) : null}
        </dl>
      </div>
      <section className="mall-detail__body" aria-label="商品详情">
        <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(goods.detailHtml) }} />
      </section>
    </article>
  );
}
