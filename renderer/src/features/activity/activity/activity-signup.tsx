import { useRef, type FormEvent } from 'react';
import type { ActivityDetail } from '@/contracts/api/activity';
import { formatDate } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/number';
import type { SignupErrors, SignupField, SignupValues } from './signup-rules';

export type SignupForm = {
  values: SignupValues;
  errors: SignupErrors;
  pending: boolean;
  change: (field: SignupField, value: string) => void;
  /** Answers the first invalid field (to focus it) or undefined. */
  submit: () => Promise<SignupField | undefined>;
};

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

function MySignup({ activity }: { activity: ActivityDetail }) {
  const mine = activity.mine;
  if (!mine) return null;
  return (
    <section className="activity__card activity__mine" aria-label="我的报名">
      <h2 className="activity__subtitle">报名成功</h2>
      <p className="activity__code-label">核销码</p>
      <p className="activity__code">{mine.checkCode}</p>
      <p className="activity__hint">
        {activity.online ? '开播前将短信通知观看方式' : '活动当天请向工作人员出示核销码签到'}
      </p>
      <dl className="activity__facts">
        <dt>姓名</dt>
        <dd>{mine.name}</dd>
        <dt>手机号</dt>
        <dd>{mine.maskedPhone}</dd>
        {mine.company ? (
          <>
            <dt>单位</dt>
            <dd>{mine.company}</dd>
          </>
        ) : null}
        <dt>报名时间</dt>
        <dd>{formatDate(mine.createdAt, 'YYYY-MM-DD HH:mm')}</dd>
      </dl>
    </section>
  );
}

/** Why no sign-up is possible now, as the server's state says (the button stays, disabled, to say so). */
function closedReason(activity: ActivityDetail): { button: string; hint: string } | null {
  if (activity.signup === 'notOpen')
    return {
      button: '报名未开始',
      hint: `报名将于 ${formatDate(activity.signupStart, 'YYYY-MM-DD HH:mm')} 开始`,
    };
  if (activity.signup === 'full')
    return { button: '名额已满', hint: '本场名额已满，欢迎关注后续活动' };
  if (activity.signup === 'closed')
    return {
      button: activity.phase === 'ended' ? '活动已结束' : '报名已截止',
      hint: activity.phase === 'ended' ? '活动已结束，感谢关注' : '报名已截止',
    };
  if (activity.priceCents > 0)
    return {
      button: '付费报名暂未开放',
      hint: `本活动需支付报名费 ¥${formatMoney(activity.priceCents)}，在线支付开通后即可报名`,
    };
  return null;
}

/** The user's sign-up with its check-in code, or the form while sign-up is open, or why it is not. */
export function ActivitySignup({ activity, form }: { activity: ActivityDetail; form: SignupForm }) {
  const formRef = useRef<HTMLFormElement>(null);
  if (activity.mine) return <MySignup activity={activity} />;
  const closed = closedReason(activity);
  if (closed)
    return (
      <section className="activity__card" aria-label="报名">
        <p className="activity__hint">{closed.hint}</p>
        <button type="button" className="activity__submit" disabled>
          {closed.button}
        </button>
      </section>
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = await form.submit();
    if (invalid) formRef.current?.querySelector<HTMLElement>(`[name="${invalid}"]`)?.focus();
  };
  return (
    <form
      ref={formRef}
      className="activity__card activity__form"
      aria-label="报名"
      onSubmit={(e) => void submit(e)}
      noValidate
    >
      <h2 className="activity__subtitle">报名信息</h2>
      {FIELDS.map((f) => {
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
      })}
      <button type="submit" className="activity__submit" disabled={form.pending}>
        {form.pending ? '报名中…' : '立即报名'}
      </button>
    </form>
  );
}
