import type { ExchangeBlock } from '@/contracts/api/mall';

/** The detail page's button text for each state (docs/product.md「积分与商城」). */
export function exchangeButtonText(block: ExchangeBlock): string {
  switch (block.kind) {
    case 'open':
      return '立即兑换';
    case 'short':
      return `积分不足（还差 ${block.shortBy} 积分）`;
    case 'sold-out':
      return '已兑完';
    case 'limit-reached':
      return '已达兑换上限';
    case 'not-started':
      return '未开始';
    case 'ended':
      return '已结束';
  }
}

/** The good's id from a `?id=` query: a positive integer, else null. */
export function goodsIdFrom(search: URLSearchParams): number | null {
  const id = Number(search.get('id'));
  return Number.isInteger(id) && id > 0 ? id : null;
}
