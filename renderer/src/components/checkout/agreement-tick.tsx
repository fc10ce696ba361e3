import './agreement-tick.css';
import { Link } from 'react-router';

type Props = { checked: boolean; onChange: (checked: boolean) => void; name?: string; to?: string };

/** 我已阅读并同意《…》: required before paying (the flow says so if unticked). */
export function AgreementTick({
  checked,
  onChange,
  name = '会员服务协议',
  to = '/agreement',
}: Props) {
  return (
    <p className="checkout-agreement">
      <label>
        <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
        <span>我已阅读并同意</span>
      </label>
      <Link to={to}>《{name}》</Link>
    </p>
  );
}
