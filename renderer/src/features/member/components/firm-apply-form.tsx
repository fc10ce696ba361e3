import { useRef, useState, type FormEvent } from 'react';
import { FIRM_SIZES, type FirmApplication } from '@/contracts/api/member';
import { ensureLoggedIn } from '@/lib/auth';
import { sendLoginSms } from '@/lib/api/auth';
import { useCountdown } from '@/lib/hooks/use-countdown';
import { PHONE_PATTERN } from '@/contracts/api/auth';
import { submitFirmApplication } from '../api/member-api';
import { checkFirmForm, EMPTY_FIRM_FORM, type FirmFormValues } from '../lib/firm-form';

const TEXT_FIELDS = [
  { name: 'companyName', label: '企业名称', placeholder: '请填写营业执照上的企业全称' },
  { name: 'creditCode', label: '统一社会信用代码', placeholder: '18位统一社会信用代码' },
  { name: 'contactName', label: '联系人', placeholder: '请填写联系人姓名' },
  { name: 'position', label: '职位（选填）', placeholder: '如 财务经理' },
] as const;

/** The enterprise trial form: checked with the API's schema before sending, one submit at a time. */
export function FirmApplyForm({ onSubmitted }: { onSubmitted: (application: FirmApplication) => void }) {
  const [values, setValues] = useState<FirmFormValues>(EMPTY_FIRM_FORM);
  const [problem, setProblem] = useState<{ field: keyof FirmFormValues; message: string } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);
  const countdown = useCountdown(60);
  const set = (field: keyof FirmFormValues) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const sendCode = async () => {
    if (!PHONE_PATTERN.test(values.contactPhone.trim())) return setProblem({ field: 'contactPhone', message: '请输入正确手机号' });
    setProblem(null);
    countdown.start();
    // A failed send is toasted by the http layer with the server's msg; the button comes back at once.
    await sendLoginSms(values.contactPhone).catch(countdown.reset);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const check = checkFirmForm(values);
    if (!check.ok) return setProblem({ field: check.field, message: check.message });
    setProblem(null);
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

  const errorOf = (field: keyof FirmFormValues) =>
    problem?.field === field ? (
      <span className="firm-form__error" id={`firm-${field}-error`} role="alert">
        {problem.message}
      </span>
    ) : null;
  const describedBy = (field: keyof FirmFormValues) => (problem?.field === field ? `firm-${field}-error` : undefined);

  return (
    <form className="firm-form" onSubmit={(e) => void submit(e)} noValidate>
      {TEXT_FIELDS.map((f) => (
        <label key={f.name} className="firm-form__field">
          <span className="firm-form__label">{f.label}</span>
          <input className="firm-form__input" value={values[f.name]} placeholder={f.placeholder} aria-invalid={problem?.field === f.name} aria-describedby={describedBy(f.name)} onChange={(e) => set(f.name)(e.target.value)} />
          {errorOf(f.name)}
        </label>
      ))}
      <label className="firm-form__field">
        <span className="firm-form__label">手机号</span>
        <input className="firm-form__input" type="tel" inputMode="numeric" maxLength={11} value={values.contactPhone} placeholder="联系人手机号" aria-invalid={problem?.field === 'contactPhone'} aria-describedby={describedBy('contactPhone')} onChange={(e) => set('contactPhone')(e.target.value)} />
        {errorOf('contactPhone')}
      </label>
      <div className="firm-form__field firm-form__field--code">
        <label className="firm-form__code-label">
          <span className="firm-form__label">验证码</span>
          <input className="firm-form__input" inputMode="numeric" maxLength={6} value={values.smsCode} placeholder="短信验证码" aria-invalid={problem?.field === 'smsCode'} aria-describedby={describedBy('smsCode')} onChange={(e) => set('smsCode')(e.target.value)} />
        </label>
        <button type="button" className="firm-form__send" disabled={countdown.running} onClick={() => void sendCode()}>
          {countdown.running ? `${countdown.seconds}秒后重试` : '获取验证码'}
        </button>
        {errorOf('smsCode')}
      </div>
      <fieldset className="firm-form__field firm-form__sizes">
        <legend className="firm-form__label">企业规模</legend>
        {FIRM_SIZES.map((size) => (
          <label key={size} className="firm-form__size">
            <input type="radio" name="employeeCount" value={size} checked={values.employeeCount === size} onChange={() => set('employeeCount')(size)} />
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
