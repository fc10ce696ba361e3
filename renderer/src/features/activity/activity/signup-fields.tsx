import type { SignupForm } from './activity-signup';

const FIELDS = [
  { name: 'name', label: '姓名', placeholder: '参会人姓名', type: 'text', maxLength: 20 },
  { name: 'phone', label: '手机号', placeholder: '用于接收活动通知', type: 'tel', maxLength: 11 },
  {
    name: 'company',
    label: '单位（选填）',
    placeholder: '工作单位名称',
    type: 'text',
    maxLength: 60,
  },
] as const;

/** The attendee's fields, each labelled, with its message under it; shared by the free and the paid sign-up. */
export function SignupFields({ form }: { form: Pick<SignupForm, 'values' | 'errors' | 'change'> }) {
  return FIELDS.map((f) => {
    const error = form.errors[f.name];
    return (
      <div key={f.name} className="activity__field">
        <label className="activity__field">
          <span className="activity__label">{f.label}</span>
          <input
            className="activity__input"
            name={f.name}
            type={f.type}
            inputMode={f.type === 'tel' ? 'numeric' : undefined}
            maxLength={f.maxLength}
            placeholder={f.placeholder}
            value={form.values[f.name]}
            aria-invalid={error !== undefined}
            aria-describedby={error ? `signup-${f.name}-error` : undefined}
            onChange={(e) => form.change(f.name, e.target.value)}
          />
        </label>
        {error ? (
          <span className="activity__error" id={`signup-${f.name}-error`} role="alert">
            {error}
          </span>
        ) : null}
      </div>
    );
  });
}
