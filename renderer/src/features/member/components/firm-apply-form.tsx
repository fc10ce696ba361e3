import { useRef, useState, type FormEvent } from 'react';
import { FIRM_SIZES, type FirmApplication } from '@/contracts/api/member';
import { ensureLoggedIn } from '@/lib/auth';
import { sendLoginSms } from '@/lib/api/auth';
import { useCountdown } from '@/lib/hooks/use-countdown';
import { PHONE_PATTERN } from '@/contracts/api/auth';
import { submitFirmApplication } from '../api/member-api';
import {
  checkFirmForm,
  EMPTY_FIRM_FORM,
  firstInvalidField,
  type FirmField,
  type FirmFormErrors,
  type FirmFormValues,
} from '../lib/firm-form';

const TEXT_FIELDS = [
  { name: 'companyName', label: '企业名称', placeholder: '请填写营业执照上的企业全称' },
  { name: 'creditCode', label: '统一社会信用代码', placeholder: '18位统一社会信用代码' },
  { name: 'contactName', label: '联系人', placeholder: '请填写联系人姓名' },
  { name: 'position', label: '职位（选填）', placeholder: '如 财务经理' },
] as const;

/**
 * The enterprise trial form: checked with the API's schema before sending, every problem shown at
 * once beside its field (focus on the first), one submit at a time.
 */
export function FirmApplyForm({
  onSubmitted,
}: {
  onSubmitted: (application: FirmApplication) => void;
}) {
  const [values, setValues] = useState<FirmFormValues>(EMPTY_FIRM_FORM);
  const [errors, setErrors] = useState<FirmFormErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const countdown = useCountdown(60);
  // Typing in a field clears its message; the others stay until the next submit.
  const set = (field: FirmField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const sendCode = async () => {
    if (!PHONE_PATTERN.test(values.contactPhone.trim()))
      return setErrors((e) => ({ ...e, contactPhone: '请输入正确手机号' }));
    setErrors((e) => ({ ...e, contactPhone: undefined }));
    countdown.start();
    // A failed send is toasted by the http layer with the server's msg; the button comes back at once.
    await sendLoginSms(values.contactPhone).catch(countdown.reset);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const check = checkFirmForm(values);
    setErrors(check.ok ? {} : check.errors);
    if (!check.ok) {
      formRef.current
        ?.querySelector<HTMLElement>(`[name="${firstInvalidField(check.errors) ?? ''}"]`)
        ?.focus();
      return;
    }
    if (busy.current) return;
    busy.current = true;
    setSubmitting(true);
    try {
      if (await ensureLoggedIn()) onSubmitted(await submitFirmApplication(check.body));
    } catch {
      // Refusals (该企业已提交过申请…, 验证码错误) were toasted with the server's msg.
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  };

  const errorOf = (field: FirmField) =>
    errors[field] ? (
      <span className="firm-form__error" id={`firm-${field}-error`} role="alert">
        {errors[field]}
      </span>
    ) : null;
  const invalid = (field: FirmField) => errors[field] !== undefined;
  const describedBy = (field: FirmField) => (invalid(field) ? `firm-${field}-error` : undefined);

  return (
    <form ref={formRef} className="firm-form" onSubmit={(e) => void submit(e)} noValidate>
      {TEXT_FIELDS.map((f) => (
        <label key={f.name} className="firm-form__field">
          <span className="firm-form__label">{f.label}</span>
          <input
            className="firm-form__input"
            name={f.name}
            value={values[f.name]}
            placeholder={f.placeholder}
            aria-invalid={invalid(f.name)}
            aria-describedby={describedBy(f.name)}
            onChange={(e) => set(f.name)(e.target.value)}
          />
          {errorOf(f.name)}
        </label>
      ))}
      <label className="firm-form__field">
        <span className="firm-form__label">手机号</span>
        <input
          className="firm-form__input"
          name="contactPhone"
          type="tel"
          inputMode="numeric"
          maxLength={11}
          value={values.contactPhone}
          placeholder="联系人手机号"
          aria-invalid={invalid('contactPhone')}
          aria-describedby={describedBy('contactPhone')}
          onChange={(e) => set('contactPhone')(e.target.value)}
        />
        {errorOf('contactPhone')}
      </label>
      <div className="firm-form__field firm-form__field--code">
        <label className="firm-form__code-label">
          <span className="firm-form__label">验证码</span>
          <input
            className="firm-form__input"
            name="smsCode"
            inputMode="numeric"
            maxLength={6}
            value={values.smsCode}
            placeholder="短信验证码"
            aria-invalid={invalid('smsCode')}
            aria-describedby={describedBy('smsCode')}
            onChange={(e) => set('smsCode')(e.target.value)}
          />
        </label>
        <button
          type="button"
          className="firm-form__send"
          disabled={countdown.running}
          onClick={() => void sendCode()}
        >
          {countdown.running ? `${countdown.seconds}秒后重试` : '获取验证码'}
        </button>
        {errorOf('smsCode')}
      </div>
      <fieldset className="firm-form__field firm-form__sizes">
        <legend className="firm-form__label">企业规模</legend>
        {FIRM_SIZES.map((size) => (
          <label key={size} className="firm-form__size">
            <input
              type="radio"
              name="employeeCount"
              value={size}
              checked={values.employeeCount === size}
              onChange={() => set('employeeCount')(size)}
            />
            {size}人
          </label>
        ))}
        {errorOf('employeeCount')}
      </fieldset>
      <button type="submit" className="firm-form__submit" disabled={submitting}>
        {submitting ? '提交中…' : '提交申请'}
      </button>
    </form>
  );
}
