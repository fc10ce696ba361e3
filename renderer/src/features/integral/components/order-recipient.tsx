import { Link } from 'react-router';
import type { Address } from '@/contracts/api/mall';
import { fullAddress } from './address-card';

type Props = { virtual: boolean; address: Address | null | undefined; goodsId: number };

/** Where a physical good goes: the chosen address with 更换, or a way to add one. Virtual goods need none. */
export function OrderRecipient({ virtual, address, goodsId }: Props) {
  if (virtual) {
    return <p className="mall-form__muted">虚拟商品，兑换成功后立即发放到当前账号，无需收货地址</p>;
  }
  if (address === undefined) return <p className="mall-form__muted">收货地址加载中…</p>;
  const to = `/integral/exchange?goodsId=${goodsId}`;
  if (address === null) {
    return (
      <p>
        还没有收货地址，<Link to={to}>添加收货地址</Link>
      </p>
    );
  }
  return (
    <div className="mall-form__row">
      <div>
        <p>
          {address.name} {address.phone}
        </p>
        <p className="mall-form__muted">{fullAddress(address)}</p>
      </div>
      <Link to={to} className="mall-text-button" aria-label="更换收货地址">
        更换
      </Link>
    </div>
  );
}
