import { Link } from 'react-router';
import type { GoodsSummary } from '@/contracts/api/mall';
import { priceText, stockLabel } from '../lib/goods-labels';

/** Goods cards, two a row: image, name, price and the stock label. */
export function GoodsGrid({ goods }: { goods: GoodsSummary[] }) {
  return (
    <ul className="mall-grid" aria-label="商品列表">
      {goods.map((g, i) => {
        const label = stockLabel(g.stock);
        return (
          <li key={g.id}>
            <Link to={`/integral/detail?id=${g.id}`} className="mall-card">
              <img
                className="mall-card__image"
                src={g.cover}
                alt=""
                width={160}
                height={120}
                // The first row is on screen at once (its image is the page's largest paint, so
                // it goes first); the rest wait for the scroll.
                loading={i < 2 ? 'eager' : 'lazy'}
                fetchPriority={i < 2 ? 'high' : 'auto'}
                decoding="async"
              />
              <span className="mall-card__title">{g.title}</span>
              <span className="mall-card__price">{priceText(g.points, g.cashCents)}</span>
              {label ? (
                <span
                  className={
                    g.stock > 0 ? 'mall-card__stock' : 'mall-card__stock mall-card__stock--out'
                  }
                >
                  {label}
                </span>
              ) : null}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
