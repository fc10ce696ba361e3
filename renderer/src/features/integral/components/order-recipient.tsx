import { Link } from 'react-router';
import type { Address } from '@/contracts/api/mall';

/** Where a physical good goes: the default address, or a way to add one. Virtual goods need none. */
export function OrderRecipient({ virtual, address }: { virtual: boolean; address: Address | null | undefined }) {
  if (virtual) {
    return <p className="mall-form__muted">虚拟商品，兑换成功后立即发放到当前账号，无需收货地址</p>;
  }
  if (address === undefined) return <p className="mall-form__muted">收货地址加载中…</p>;
  if (address === null) {
    return (
      <p>
        还没有收货地址，<Link to="/integral/exchange">添加收货地址</Link>
      </p>
    );
  }
  return (
    <div>
      <p>
        {address.name} {address.phone}
      </p>
      <p className="mall-form__muted">
        {address.province}
        {address.city}
        {address.district}
        {address.detail}
      </p>
    </div>
  );
}
