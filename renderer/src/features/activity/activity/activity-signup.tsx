import { useRef, type FormEvent } from 'react';
import type { ActivityDetail, ActivitySignupBody } from '@/contracts/api/activity';
import { formatDate } from '@/lib/format/date';
import { PaidSignup } from './paid-signup';
import { SignupFields } from './signup-fields';
import type { SignupErrors, SignupField, SignupValues } from './signup-rules';

export type SignupForm = {
  values: SignupValues;
  errors: SignupErrors;
  pending: boolean;
  change: (field: SignupField, value: string) => void;
  /** Answers the first invalid field (to focus it) or undefined. */
  submit: () => Promise<SignupField | undefined>;
  /** Shows each field's message; the first invalid field, or the body a paid sign-up's order carries. */
  check: () => { first: SignupField } | { body: ActivitySignupBody };
};

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
  // Paid: the same form, then the purchase flow; the order makes the sign-up once paid.
  if (activity.priceCents > 0) return <PaidSignup activity={activity} form={form} />;

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
      <SignupFields form={form} />
      <button type="submit" className="activity__submit" disabled={form.pending}>
        {form.pending ? '报名中…' : '立即报名'}
      </button>
    </form>
  );
}
