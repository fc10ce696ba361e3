import './pay-channel-picker.css';
import './checkout-card.css';
import { useId } from 'react';
import type { CashierChannel } from '@/contracts/api/order';

const CHANNELS: { value: CashierChannel; label: string }[] = [
  { value: 'wechat', label: '微信支付' },
  { value: 'alipay', label: '支付宝' },
];

/** How to pay in a phone browser: WeChat's H5 cashier or Alipay's wap cashier. */
export function PayChannelPicker({
  value,
  disabled,
  onChange,
}: {
  value: CashierChannel;
  disabled: boolean;
  onChange: (c: CashierChannel) => void;
}) {
  const name = useId();
  return (
    <fieldset className="checkout-card checkout-channels">
      <legend className="checkout-channels__legend">支付方式</legend>
      {CHANNELS.map((c) => (
        <label key={c.value} className="checkout-channels__option">
          <span>{c.label}</span>
          <input
            type="radio"
            name={name}
            value={c.value}
            checked={value === c.value}
            disabled={disabled}
            onChange={() => onChange(c.value)}
          />
        </label>
      ))}
    </fieldset>
  );
}
