import './questionnaire.css';
import './bank-card-form.css';
import { useRef, useState } from 'react';
import '@/components/quiz/campaign/campaign.css';
import { Button } from '@/components/button';
import { showSuccess } from '@/lib/toast';
import { bindBankCard } from '../api/bank-api';
import {
  BANKS,
  checkBankCard,
  groupCardNo,
  type BankCardErrors,
  type BankCardValues,
} from '../lib/bank-card-rules';

type Saved = Awaited<ReturnType<typeof bindBankCard>>['data'];

function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="qn-field">
      <label htmlFor={id} className="quiz-field__label">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="qn-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The payout card form: every field checked here first, the server checks again and keeps the number masked. */
export function BankCardForm({ onSaved }: { onSaved: (card: Saved) => void }) {
  const [values, setValues] = useState<BankCardValues>({ realName: '', cardNo: '', bankName: '' });
  const [errors, setErrors] = useState<BankCardErrors>({});
  const [saving, setSaving] = useState(false);
  const busy = useRef(false);
  const set =
    (key: keyof BankCardValues) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      setValues((v) => ({
        ...v,
        [key]: key === 'cardNo' ? groupCardNo(e.target.value) : e.target.value,
      }));
  const invalid = (key: keyof BankCardValues) =>
    errors[key] ? { 'aria-invalid': true, 'aria-describedby': `qn-bank-${key}-error` } : {};

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const found = checkBankCard(values);
    setErrors(found);
    if (Object.keys(found).length > 0 || busy.current) return;
    busy.current = true;
    setSaving(true);
    try {
      const { data, msg } = await bindBankCard(values);
      showSuccess(msg || '绑定成功');
      onSaved(data);
    } catch {
      // The http client toasted the server's message; the form keeps what was typed.
    } finally {
      busy.current = false;
      setSaving(false);
    }
  };

  return (
    <form className="qn-form" aria-label="绑定银行卡" noValidate onSubmit={(e) => void submit(e)}>
      <Field id="qn-bank-realName" label="持卡人姓名" error={errors.realName}>
        <input
          id="qn-bank-realName"
          className="quiz-field__input"
          autoComplete="name"
          placeholder="与银行卡开户姓名一致"
          value={values.realName}
          onChange={set('realName')}
          {...invalid('realName')}
        />
      </Field>
      <Field id="qn-bank-cardNo" label="银行卡号" error={errors.cardNo}>
        <input
          id="qn-bank-cardNo"
          className="quiz-field__input"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="16-19位借记卡号"
          maxLength={23}
          value={values.cardNo}
          onChange={set('cardNo')}
          {...invalid('cardNo')}
        />
      </Field>
      <Field id="qn-bank-bankName" label="开户银行" error={errors.bankName}>
        <select
          id="qn-bank-bankName"
          className="quiz-field__input"
          value={values.bankName}
          onChange={set('bankName')}
          {...invalid('bankName')}
        >
          <option value="">请选择开户银行</option>
          {BANKS.map((b) => (
            <option key={b} value={b}>
              {b}
            </option>
          ))}
        </select>
      </Field>
      <p className="qn-main__note">卡号加密传输，仅用于发放闯关赛奖励。</p>
      <Button type="submit" color="primary" block size="large" loading={saving}>
        保存银行卡
      </Button>
    </form>
  );
}
