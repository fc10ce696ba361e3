import { Link } from 'react-router';
import type { Address } from '@/contracts/api/mall';

type Props = {
  address: Address;
  /** Picking a recipient for an order: the card itself chooses. */
  onPick?: () => void;
  onDelete: () => void;
  onMakeDefault: () => void;
};

export const fullAddress = (
  a: Pick<Address, 'province' | 'city' | 'district' | 'detail'>,
): string =>
  // Municipalities repeat their name as the city (北京市北京市): show it once.
  `${a.province}${a.city === a.province ? '' : a.city}${a.district}${a.detail}`;

/** One saved recipient with its actions: 编辑, 删除, 设为默认 (and 选择 when picking for an order). */
export function AddressCard({ address: a, onPick, onDelete, onMakeDefault }: Props) {
  const label = `${a.name} ${a.phone}`;
  return (
    <li className="mall-form__block mall-address">
      <div className="mall-address__main">
        <p>
          <strong>{a.name}</strong> {a.phone}{' '}
          {a.isDefault ? <span className="mall-address__tag">默认</span> : null}
        </p>
        <p className="mall-form__muted">{fullAddress(a)}</p>
      </div>
      <div className="mall-address__actions">
        {onPick ? (
          <button
            type="button"
            className="mall-button"
            aria-label={`选择 ${label}`}
            onClick={onPick}
          >
            选择
          </button>
        ) : null}
        {a.isDefault ? null : (
          <button
            type="button"
            className="mall-text-button"
            aria-label={`将 ${label} 设为默认`}
            onClick={onMakeDefault}
          >
            设为默认
          </button>
        )}
        <Link
          className="mall-text-button"
          to={`/integral/exchange/${a.id}`}
          aria-label={`编辑 ${label}`}
        >
          编辑
        </Link>
        <button
          type="button"
          className="mall-text-button"
          aria-label={`删除 ${label}`}
          onClick={onDelete}
        >
          删除
        </button>
      </div>
    </li>
  );
}
