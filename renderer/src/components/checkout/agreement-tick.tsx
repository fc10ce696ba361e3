import { Link } from 'react-router';

/** 我已阅读并同意《会员服务协议》: required before paying (the flow says so if unticked). */
export function AgreementTick({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <p className="checkout-agreement">
      <label>
        <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
        <span>我已阅读并同意</span>
      </label>
      <Link to="/agreement">《会员服务协议》</Link>
    </p>
  );
}
