import './checkout-bar.css';
import { yuan } from './price';

type Props = {
  payCents: number | null;
  pending: boolean;
  disabled: boolean;
  onPay: () => void;
  label?: string;
};

/** The bottom bar: what the server says is payable, and the one pay button (disabled while pending). */
export function CheckoutBar({ payCents, pending, disabled, onPay, label = '立即支付' }: Props) {
  return (
    <div className="checkout-bar">
      <p className="checkout-bar__total">
        实付 <strong>{payCents === null ? '--' : `¥${yuan(payCents)}`}</strong>
      </p>
      <button
        type="button"
        className="checkout-bar__pay"
        // The same test id as the Apple checkout's button: a recorded journey replays on iOS and Android.
        data-testid="checkout-pay"
        disabled={disabled || pending}
        aria-busy={pending || undefined}
        onClick={() => onPay()}
      >
        {pending ? '处理中…' : label}
      </button>
    </div>
  );
}
