import { useRef, useState, type FormEvent } from 'react';
import type { Address, AddressBody } from '@/contracts/api/mall';
import {
  addressBodyOf,
  checkAddress,
  EMPTY_ADDRESS,
  type AddressErrors,
  type AddressField,
  type AddressFormValues,
} from '../lib/address-rules';
import { RegionField, useRegions } from '@/components/region/region-field';

type Props = {
  /** The address being edited; a new one when absent. */
  initial?: Address;
  submitText: string;
  /** Saves; resolves when done (the page moves on), rejects to keep the form as it is. */
  onSave: (body: AddressBody) => Promise<unknown>;
  onCancel?: () => void;
};

const TEXT_FIELDS: {
  key: Exclude<AddressField, 'province' | 'city' | 'district'>;
  label: string;
  placeholder: string;
  max: number;
  type?: string;
}[] = [
  { key: 'name', label: '收货人', placeholder: '请填写收货人姓名', max: 20 },
  { key: 'phone', label: '手机号', placeholder: '请填写收货人手机号', max: 11, type: 'tel' },
];

/**
 * The recipient form: 收货人, 手机号, 所在地区, 详细地址 and 设为默认. Checked on submit by the rules of
 * lib/address-rules (the server checks again); each failing field says why under itself.
 */
export function AddressForm({ initial, submitText, onSave, onCancel }: Props) {
  const [values, setValues] = useState<AddressFormValues>(initial ? { ...initial } : EMPTY_ADDRESS);
  const [errors, setErrors] = useState<AddressErrors>({});
  const [pending, setPending] = useState(false);
  const busy = useRef(false);
  const form = useRef<HTMLFormElement>(null);
  const { regions, loaded } = useRegions();
  const region = regions ? 'pick' : 'type';

  const set = (patch: Partial<AddressFormValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    // A field showing a message is checked again as it is corrected.
    if (Object.keys(errors).length > 0) setErrors(checkAddress(next, region));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy.current) return;
    const found = checkAddress(values, region);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      form.current?.querySelector<HTMLElement>(`#mall-address-${first}`)?.focus();
      return;
    }
    busy.current = true;
    setPending(true);
    try {
      await onSave(addressBodyOf(values, initial?.id));
    } catch {
      // The HTTP client has shown the server's msg; the form stays as typed.
    } finally {
      busy.current = false;
      setPending(false);
    }
  };

  const fieldError = (key: AddressField) =>
    errors[key] ? (
      <p id={`mall-address-${key}-error`} className="mall-address-form__error">
        {errors[key]}
      </p>
    ) : null;
  const aria = (key: AddressField) => ({
    id: `mall-address-${key}`,
    'aria-invalid': errors[key] ? true : undefined,
    'aria-describedby': errors[key] ? `mall-address-${key}-error` : undefined,
  });

  return (
    <form
      ref={form}
      className="mall-form__block mall-address-form"
      aria-label={initial ? '编辑收货地址' : '新增收货地址'}
      noValidate
      onSubmit={(e) => void submit(e)}
    >
      {TEXT_FIELDS.map((f) => (
        <div key={f.key} className="mall-address-form__field">
          <label htmlFor={`mall-address-${f.key}`}>{f.label}</label>
          <input
            {...aria(f.key)}
            type={f.type ?? 'text'}
            inputMode={f.type === 'tel' ? 'numeric' : undefined}
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
          idPrefix="mall-address"
          block="mall-address-form"
        />
      ) : (
        <p className="mall-form__muted">地区数据加载中…</p>
      )}
      <div className="mall-address-form__field">
        <label htmlFor="mall-address-detail">详细地址</label>
        <textarea
          {...aria('detail')}
          value={values.detail}
          maxLength={100}
          placeholder="街道、楼栋、门牌号等"
          onChange={(e) => set({ detail: e.target.value })}
        />
        {fieldError('detail')}
      </div>
      <label className="mall-address-form__default">
        <input
          type="checkbox"
          checked={values.isDefault}
          onChange={(e) => set({ isDefault: e.target.checked })}
        />
        设为默认地址
      </label>
      <div className="mall-confirm__actions">
        {onCancel ? (
          <button
            type="button"
            className="mall-button mall-button--ghost"
            onClick={onCancel}
            disabled={pending}
          >
            取消
          </button>
        ) : null}
        <button type="submit" className="mall-button mall-button--wide" disabled={pending}>
          {pending ? '保存中…' : submitText}
        </button>
      </div>
    </form>
  );
}
