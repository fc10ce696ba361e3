import { useRef } from 'react';
import { AgreementTick, PayChannelPicker } from '@/components/checkout';
import { CheckoutBar, CouponPicker, PriceSummary, yuan } from '@/domain/checkout';
import { CONSULT_TYPES, type ConsultExperts } from '@/contracts/api/order';
import { ensureLoggedIn } from '@/lib/auth';
import { useSessionStore } from '@/stores/session-store';
import { QUESTION_MAX, questionProblem } from './question-rules';
import type { useThroughtrain } from './use-throughtrain';

type Props = { data: ConsultExperts; t: ReturnType<typeof useThroughtrain> };

/** 直通车's choices (expert, 图文/电话, the question, 加急) and the purchase flow's parts. */
export function ThroughtrainForm({ data, t }: Props) {
  const loggedIn = useSessionStore((s) => s.token !== null);
  const questionRef = useRef<HTMLTextAreaElement>(null);
  const { state, pending } = t.checkout;
  const expert = data.experts.find((e) => e.id === t.chosen);

  const pay = () => {
    if (questionProblem(t.question)) {
      t.setQuestion(t.question);
      questionRef.current?.focus();
      return;
    }
    // A visitor logs in first (the price waits for the typed question to settle, the login need not).
    if (!loggedIn) void ensureLoggedIn();
    else t.checkout.pay();
  };

  if (data.experts.length === 0)
    return <p className="activity__card activity__hint">暂无可咨询的专家，请稍后再来</p>;
  return (
    <form
      className="activity__card activity__form"
      aria-label="直通车咨询"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        pay();
      }}
    >
      <fieldset className="throughtrain__group" disabled={pending}>
        <legend className="activity__subtitle">选择专家</legend>
        {data.experts.map((e) => (
          <label key={e.id} className="throughtrain__option">
            <input
              type="radio"
              name="expert"
              checked={e.id === t.chosen}
              onChange={() => t.choose(e.id)}
            />
            <span>
              {e.name}
              <span className="activity__hint">
                （{e.title}
                {e.company ? ` · ${e.company}` : ''}）
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <fieldset className="throughtrain__group" disabled={pending}>
        <legend className="activity__subtitle">咨询方式</legend>
        <label className="throughtrain__option">
          <input
            type="radio"
            name="consultType"
            checked={t.consultType === CONSULT_TYPES.TEXT}
            onChange={() => t.setConsultType(CONSULT_TYPES.TEXT)}
          />
          <span>图文咨询 ¥{yuan(expert?.textCents ?? 0)}</span>
        </label>
        <label className="throughtrain__option">
          <input
            type="radio"
            name="consultType"
            checked={t.consultType === CONSULT_TYPES.PHONE}
            onChange={() => t.setConsultType(CONSULT_TYPES.PHONE)}
          />
          <span>电话咨询 ¥{yuan(expert?.phoneCents ?? 0)}</span>
        </label>
      </fieldset>
      <div className="activity__field">
        <label className="activity__field">
          <span className="activity__label">涉税问题</span>
          <textarea
            ref={questionRef}
            className="activity__input throughtrain__question"
            name="consultTax"
            rows={4}
            maxLength={QUESTION_MAX}
            placeholder="请描述您的涉税问题，如税种、业务背景"
            value={t.question}
            disabled={pending}
            aria-invalid={t.questionError !== null}
            aria-describedby={t.questionError ? 'throughtrain-question-error' : undefined}
            onChange={(e) => t.setQuestion(e.target.value)}
          />
        </label>
        {t.questionError ? (
          <span className="activity__error" id="throughtrain-question-error" role="alert">
            {t.questionError}
          </span>
        ) : null}
      </div>
      <label className="throughtrain__option">
        <input
          type="checkbox"
          checked={t.urgent}
          disabled={pending}
          onChange={(e) => t.setUrgent(e.target.checked)}
        />
        <span>加急（2小时内响应，加收 ¥{yuan(data.urgentFeeCents)}）</span>
      </label>
      {loggedIn ? (
        <CouponPicker
          quote={state.quote}
          chosen={state.couponCode}
          error={state.error}
          disabled={pending}
          onChoose={t.checkout.chooseCoupon}
        />
      ) : (
        <p className="activity__hint">登录后查看可用优惠券和实付金额</p>
      )}
      <PayChannelPicker
        value={state.channel}
        disabled={pending}
        onChange={t.checkout.chooseChannel}
      />
      {state.quote ? (
        <PriceSummary quote={state.quote} />
      ) : (
        <p className="activity__hint">填写问题后显示实付金额</p>
      )}
      <AgreementTick checked={state.agreed} onChange={t.checkout.agree} name="用户协议" />
      <CheckoutBar
        payCents={state.quote?.payCents ?? null}
        pending={pending}
        disabled={loggedIn && state.phase !== 'ready'}
        label={loggedIn ? '支付并提交' : '登录后咨询'}
        onPay={pay}
      />
    </form>
  );
}
