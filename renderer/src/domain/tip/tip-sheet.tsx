import './tip-sheet.css';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { PayChannelPicker } from '@/components/checkout';
import { CheckoutBar, useCheckout, yuan } from '@/domain/checkout';
import {
  customTipError,
  FIRST_TIP_CHOICE,
  TIP_PRESETS_CENTS,
  tipGoods,
  type TipChoice,
} from './tip-rules';
import { tipReturnPath, type TipTarget } from './tip-target';
import { useSettledChoice } from './use-settled-choice';

type Props = { target: TipTarget; title: string; onClose: () => void };

/**
 * The tip sheet: a preset amount (rewardSeries) or a custom one (rewardAmount, ¥1–200), priced by
 * the server and paid through the shared checkout; the cashier returns to the content's page.
 */
export function TipSheet({ target, title, onClose }: Props) {
  const [choice, setChoice] = useState<TipChoice>(FIRST_TIP_CHOICE);
  const settled = useSettledChoice(choice);
  const location = useLocation();
  const checkout = useCheckout(tipGoods(target, settled), null, '打赏说明', (orderNo) =>
    tipReturnPath(location.pathname, location.search, target, orderNo),
  );
  const { state, pending, agree } = checkout;
  const titleId = useId();
  const amountError = customTipError(choice);
  const customRef = useRef<HTMLInputElement>(null);
  const dialogRef = useRef<HTMLElement>(null);

  // A tip is a gift, not a service: no agreement to tick (the note below says it is not refunded).
  // Once: `agree` is a new function on every render.
  useEffect(() => {
    agree(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => dialogRef.current?.focus(), []);
  useEffect(() => {
    if (choice.kind === 'custom') customRef.current?.focus();
  }, [choice.kind]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !pending) onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose, pending]);

  // The price shown and paid is the server's quote for exactly what is on screen now.
  const current = settled === choice && state.phase === 'ready' && state.quote !== null;
  const payCents = current ? (state.quote?.payCents ?? null) : null;

  return (
    <div className="tip-mask">
      <section
        ref={dialogRef}
        className="tip-sheet"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <header className="tip-sheet__head">
          <h2 id={titleId} className="tip-sheet__title">
            {title}
          </h2>
          <button type="button" className="tip-sheet__close" onClick={onClose} disabled={pending}>
            关闭
          </button>
        </header>
        <fieldset className="tip-sheet__amounts" disabled={pending}>
          <legend className="tip-sheet__legend">选择打赏金额</legend>
          {TIP_PRESETS_CENTS.map((cents, series) => (
            <label key={cents} className="tip-sheet__amount">
              <input
                type="radio"
                name={titleId}
                checked={choice.kind === 'preset' && choice.series === series}
                onChange={() => setChoice({ kind: 'preset', series })}
              />
              <span>¥{yuan(cents)}</span>
            </label>
          ))}
          <label className="tip-sheet__amount">
            <input
              type="radio"
              name={titleId}
              checked={choice.kind === 'custom'}
              onChange={() => setChoice({ kind: 'custom', text: '' })}
            />
            <span>自定义</span>
          </label>
        </fieldset>
        {choice.kind === 'custom' ? (
          <div className="tip-sheet__custom">
            <label htmlFor={`${titleId}-custom`}>自定义金额（元）</label>
            <input
              ref={customRef}
              id={`${titleId}-custom`}
              inputMode="decimal"
              autoComplete="off"
              placeholder="1 - 200"
              maxLength={9}
              value={choice.text}
              disabled={pending}
              aria-invalid={amountError ? true : undefined}
              aria-describedby={amountError ? `${titleId}-error` : undefined}
              onChange={(e) => setChoice({ kind: 'custom', text: e.target.value })}
            />
            {amountError ? (
              <p id={`${titleId}-error`} className="tip-sheet__error" role="alert">
                {amountError}
              </p>
            ) : null}
          </div>
        ) : null}
        <PayChannelPicker
          value={state.channel}
          disabled={pending}
          onChange={checkout.chooseChannel}
        />
        {state.error ? (
          <p className="tip-sheet__error" role="alert">
            {state.error}
          </p>
        ) : null}
        <p className="tip-sheet__note">打赏是您对作者的自愿赠与，支付成功后不予退还</p>
        <CheckoutBar
          payCents={payCents}
          pending={pending}
          disabled={payCents === null}
          onPay={() => checkout.pay()}
          label="立即打赏"
        />
      </section>
    </div>
  );
}
