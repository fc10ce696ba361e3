import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/button';
import { formatMoney } from '@/lib/format';
import { showSuccess, showToast } from '@/lib/toast';
import { withdrawRedpack } from '../api/exam-api';
import { useSingleFlight } from '../lib/use-single-flight';
import { checkWithdrawal, newClientKey, type WithdrawInput } from './withdraw-input';

const EMPTY: WithdrawInput = { amount: '', channel: 'wechat', account: '', realName: '' };

/**
 * 提现: an amount up to the server's balance to a WeChat or Alipay account. One request at a time
 * (the button waits), and one client key per withdrawal, so a retried request never pays twice.
 */
export function WithdrawPanel({ examId, balanceCents, onDone }: { examId: number; balanceCents: number; onDone: () => void }) {
  const [input, setInput] = useState<WithdrawInput>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const clientKey = useRef(newClientKey());
  const { pending, run } = useSingleFlight();
  const set = (patch: Partial<WithdrawInput>) => {
    setInput((v) => ({ ...v, ...patch }));
    setError(null);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = checkWithdrawal(input, balanceCents);
    if ('error' in checked) {
      setError(checked.error);
      showToast(checked.error);
      return;
    }
    void run(async () => {
      const { msg } = await withdrawRedpack(examId, input, checked.cents, clientKey.current);
      clientKey.current = newClientKey();
      setInput(EMPTY);
      showSuccess(msg || '提现成功');
      onDone();
    });
  };
  return (
    <section className="exam-card" aria-labelledby="exam-withdraw">
      <h2 id="exam-withdraw" className="exam-card__title">
        提现
      </h2>
      <form className="exam-form" onSubmit={submit} noValidate>
        <label className="exam-field">
          <span>提现金额（元）</span>
          <input inputMode="decimal" value={input.amount} placeholder={`可提现 ${formatMoney(balanceCents)} 元，满1元可提现`} onChange={(e) => set({ amount: e.target.value })} />
        </label>
        <fieldset className="exam-field exam-field--radios">
          <legend>提现方式</legend>
          <label>
            <input type="radio" name="channel" checked={input.channel === 'wechat'} onChange={() => set({ channel: 'wechat' })} /> 微信
          </label>
          <label>
            <input type="radio" name="channel" checked={input.channel === 'alipay'} onChange={() => set({ channel: 'alipay' })} /> 支付宝
          </label>
        </fieldset>
        <label className="exam-field">
          <span>收款账号</span>
          <input value={input.account} autoComplete="off" placeholder="微信号、手机号或邮箱" onChange={(e) => set({ account: e.target.value })} />
        </label>
        <label className="exam-field">
          <span>真实姓名</span>
          <input value={input.realName} autoComplete="name" placeholder="与收款账号实名一致" onChange={(e) => set({ realName: e.target.value })} />
        </label>
        {error ? (
          <p className="exam-form__error" role="alert">
            {error}
          </p>
        ) : null}
        <Button type="submit" color="primary" block shape="rounded" loading={pending} disabled={pending || balanceCents <= 0}>
          {pending ? '提现中' : '立即提现'}
        </Button>
      </form>
    </section>
  );
}
