import './exam.css';
import './prize-recipient-form.css';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/button';
import { RegionField, useRegions } from '@/components/region/region-field';
import {
  checkRecipient,
  EMPTY_RECIPIENT,
  recipientBodyOf,
  type RecipientErrors,
  type RecipientField,
  type RecipientValues,
} from '../lib/recipient-rules';
import type { PrizeRecipientBody } from '@/contracts/api/exam';

const ID = 'exam-recipient';
const TEXT_FIELDS: { key: 'name' | 'phone'; label: string; placeholder: string; max: number }[] = [
  { key: 'name', label: '收货人', placeholder: '请填写收货人姓名', max: 20 },
  { key: 'phone', label: '手机号', placeholder: '请填写收货人手机号', max: 11 },
];

type Props = {
  drawId: number;
  /** Sends the recipient; resolves when saved, rejects (the server's msg toasted) to keep the form as typed. */
  onSubmit: (body: PrizeRecipientBody) => Promise<unknown>;
};

/**
 * 收货信息 of a won goods prize: 收货人, 手机号 (the shared mobile rule), 所在地区 (the shared region picker) and
 * 详细地址, checked on submit (the server checks again). It can be sent once: the button stays
 * disabled while the request is pending, and the saved recipient cannot be changed.
 */
export function PrizeRecipientForm({ drawId, onSubmit }: Props) {
  const [values, setValues] = useState<RecipientValues>(EMPTY_RECIPIENT);
  const [errors, setErrors] = useState<RecipientErrors>({});
  const [pending, setPending] = useState(false);
  const busy = useRef(false);
  const form = useRef<HTMLFormElement>(null);
  const { regions, loaded } = useRegions();
  const region = regions !== null ? 'pick' : 'type';

  const set = (patch: Partial<RecipientValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    // A field showing a message is checked again as it is corrected.
    if (Object.keys(errors).length > 0) setErrors(checkRecipient(next, region));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy.current) return;
    const found = checkRecipient(values, region);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      form.current?.querySelector<HTMLElement>(`#${ID}-${first}`)?.focus();
      return;
    }
    busy.current = true;
    setPending(true);
    try {
      await onSubmit(recipientBodyOf(drawId, values));
    } catch {
      // The HTTP client has shown the server's msg; the form stays as typed.
    } finally {
      busy.current = false;
      setPending(false);
    }
  };

  const aria = (key: RecipientField) => ({
    id: `${ID}-${key}`,
    'aria-invalid': errors[key] ? true : undefined,
    'aria-describedby': errors[key] ? `${ID}-${key}-error` : undefined,
  });
  const fieldError = (key: RecipientField) =>
    errors[key] ? (
      <p id={`${ID}-${key}-error`} className="exam-recipient__error">
        {errors[key]}
      </p>
    ) : null;

  return (
    <form
      ref={form}
      className="exam-card exam-recipient"
      aria-label="收货信息"
      noValidate
      onSubmit={(e) => void submit(e)}
    >
      {TEXT_FIELDS.map((f) => (
        <div key={f.key} className="exam-recipient__field">
          <label htmlFor={`${ID}-${f.key}`}>{f.label}</label>
          <input
            {...aria(f.key)}
            type={f.key === 'phone' ? 'tel' : 'text'}
            inputMode={f.key === 'phone' ? 'numeric' : undefined}
            autoComplete={f.key === 'phone' ? 'tel' : 'name'}
            value={values[f.key]}
            maxLength={f.max}
            placeholder={f.placeholder}
            onChange={(e) => set({ [f.key]: e.target.value })}
          />
          {fieldError(f.key)}
        </div>
      ))}
      {loaded ? (
        <RegionField
          regions={regions}
          value={values}
          errors={errors}
          onChange={(r) => set(r)}
          idPrefix={ID}
          block="exam-recipient"
        />
      ) : (
        <p className="exam-note">地区数据加载中…</p>
      )}
      <div className="exam-recipient__field">
        <label htmlFor={`${ID}-detail`}>详细地址</label>
        <textarea
          {...aria('detail')}
          value={values.detail}
          maxLength={100}
          placeholder="街道、楼栋、门牌号等"
          onChange={(e) => set({ detail: e.target.value })}
        />
        {fieldError('detail')}
      </div>
      <p className="exam-recipient__hint">收货信息提交后不能修改，请仔细核对。</p>
      <Button type="submit" color="primary" block size="large" shape="rounded" loading={pending}>
        {pending ? '提交中…' : '提交收货信息'}
      </Button>
    </form>
  );
}
