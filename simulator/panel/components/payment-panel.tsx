import { useEffect, useState } from 'react';
import { PAYMENT_KIND_NAMES } from '../../bridge/sheets';
import type { PanelHost, PaymentRecord, PendingPayment, PhoneSummary } from '../../host-contract';
import { useAction } from '../hooks/use-action';
import { panelMockApi, type SimState } from '../panel-mock-api';
import { ActionMessage } from './action-message';
import { LogTable, logTime } from './log-table';

const yuan = (cents: number | null) => (cents === null ? '—' : `¥${(cents / 100).toFixed(2)}`);
/** What the next payment does whatever the user answers; `none` clears it. */
type NextPaymentOutcome = 'fail' | 'cancel' | 'slow' | 'none';
type NextPayment = SimState['nextPayment'];

const OUTCOME_TEXT = { pay: '已支付', cancel: '已取消', fail: '失败' } as const;
/** Success first and by default: QA arms a failure on purpose, never by leaving the default. */
const NEXT_TEXT: Record<NextPaymentOutcome, string> = {
  none: '成功（按用户的选择）',
  fail: '失败',
  cancel: '被取消',
  slow: '变慢',
};

/** The open payment sheet of a phone, answered as the user would on it. */
function PaymentSheetAnswer({
  host,
  phoneId,
  payment,
}: {
  host: PanelHost;
  phoneId: string;
  payment: PendingPayment;
}) {
  const { busy, message, run } = useAction();
  return (
    <div className="sheet" role="dialog" aria-label="原生支付面板">
      <h3>{PAYMENT_KIND_NAMES[payment.kind]}</h3>
      <p>
        {payment.goodsTitle ?? payment.productId ?? ''} <strong>{yuan(payment.amountCents)}</strong>
      </p>
      <p className="muted">订单号：{payment.orderNo}</p>
      <div className="row">
        <button
          type="button"
          disabled={busy}
          onClick={() => void run(() => host.answerPaymentSheet(phoneId, { action: 'pay' }))}
        >
          确认支付
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={() => void run(() => host.answerPaymentSheet(phoneId, { action: 'cancel' }))}
        >
          取消
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={() =>
            void run(() =>
              host.answerPaymentSheet(phoneId, { action: 'fail', message: '支付失败，请稍后重试' }),
            )
          }
        >
          模拟失败
        </button>
      </div>
      <ActionMessage message={message} />
    </div>
  );
}

/** Every payment attempt on one phone's payment sheets. */
function PaymentLog({ entries }: { entries: PaymentRecord[] }) {
  return (
    <LogTable
      label="支付日志"
      columns={['时间', '渠道', '订单号', '金额', '结果']}
      entries={entries}
      empty="还没有支付记录。"
      row={(e, i) => (
        <tr key={`${e.at}-${i}`} className={e.outcome === 'pay' ? undefined : 'failed'}>
          <td>{logTime(e.at)}</td>
          <td>{PAYMENT_KIND_NAMES[e.kind]}</td>
          <td>{e.orderNo || '—'}</td>
          <td>{yuan(e.amountCents)}</td>
          <td>
            {OUTCOME_TEXT[e.outcome]}
            {e.message ? `：${e.message}` : ''}
            {e.override ? (
              <span className="muted">（场景：下一次支付{NEXT_TEXT[e.override]}）</span>
            ) : null}
          </td>
        </tr>
      )}
    />
  );
}

/** The selected phone's payment log, re-read whenever the host reports a change. */
function usePaymentLog(host: PanelHost, phoneId: string | null): PaymentRecord[] {
  const [entries, setEntries] = useState<PaymentRecord[]>([]);
  useEffect(() => {
    if (!phoneId) {
      setEntries([]);
      return;
    }
    let live = true;
    const load = () =>
      void host.paymentLog(phoneId).then(
        (list) => live && setEntries(list),
        () => live && setEntries([]),
      );
    load();
    const unsubscribe = host.subscribe((event) => {
      if (event.type === 'state') load();
    });
    return () => {
      live = false;
      unsubscribe();
    };
  }, [host, phoneId]);
  return entries;
}

/**
 * Payments: the selected phone's open payment sheet (Apple, WeChat Pay, Alipay, WeChat JSAPI) and
 * its payment log; the mock's "next payment" control and 30-minute clock step (orders close).
 */
export function PaymentPanel({ host, phone }: { host: PanelHost; phone: PhoneSummary | null }) {
  const api = panelMockApi(host);
  const entries = usePaymentLog(host, phone?.id ?? null);
  const [outcome, setOutcome] = useState<NextPaymentOutcome>('none');
  const [ms, setMs] = useState('5000');
  const [armed, setArmed] = useState<NextPayment>(null);
  const { busy, message, run } = useAction();
  const sheet = phone?.sheet?.kind === 'payment' ? phone.sheet.payment : null;

  const arm = () =>
    void run(
      () =>
        api.nextPayment({
          body: { outcome, ...(outcome === 'slow' ? { ms: Number(ms) } : {}) },
        }),
      () =>
        outcome === 'none'
          ? '已清除：下一次支付按用户的选择进行'
          : `下一次支付将${NEXT_TEXT[outcome]}`,
    ).then((state) => state && setArmed(state.nextPayment ?? null));

  return (
    <section className="card" aria-label="支付">
      <h2>支付</h2>
      {phone && sheet ? (
        <PaymentSheetAnswer key={sheet.orderNo} host={host} phoneId={phone.id} payment={sheet} />
      ) : null}
      <div className="row" role="group" aria-label="下一次支付">
        <label>
          下一次支付
          <select
            value={outcome}
            disabled={busy}
            onChange={(e) => setOutcome(e.target.value as NextPaymentOutcome)}
          >
            {(Object.keys(NEXT_TEXT) as NextPaymentOutcome[]).map((o) => (
              <option key={o} value={o}>
                {NEXT_TEXT[o]}
              </option>
            ))}
          </select>
        </label>
        {outcome === 'slow' && (
          <label>
            延迟（毫秒）
            <input
              type="number"
              min={0}
              max={30000}
              value={ms}
              onChange={(e) => setMs(e.target.value)}
            />
          </label>
        )}
        <button type="button" disabled={busy} onClick={arm}>
          设置
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={() =>
            void run(
              () => api.advanceClock({ body: { ms: 31 * 60_000 } }),
              () => '模拟时钟已拨快 31 分钟：超过 30 分钟未支付的订单将关闭',
            )
          }
        >
          拨快 31 分钟
        </button>
      </div>
      {armed && (
        <p className="muted">
          生效中：下一次支付{NEXT_TEXT[armed.outcome as NextPaymentOutcome]}
          {armed.outcome === 'slow' ? `（${armed.ms} ms）` : ''}
        </p>
      )}
      <ActionMessage message={message} />
      {phone ? <PaymentLog entries={entries} /> : null}
    </section>
  );
}
