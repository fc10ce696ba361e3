import { useState, type FormEvent } from 'react';
import type { PanelHost } from '../../host-contract';
import { useAction } from '../hooks/use-action';
import { DAY_MS, panelMockApi } from '../panel-mock-api';
import { ActionMessage } from './action-message';

/** A whole number from a field, or null when it is not one. */
const wholeNumber = (text: string): number | null =>
  /^\d+$/.test(text.trim()) ? Number(text.trim()) : null;

const clockText = (now: number) => new Date(now).toLocaleString('zh-CN', { hour12: false });

/**
 * QA controls of the points mall: grant an account points, ship a 待发货 order with a courier,
 * tracking number and events, and move the mock's clock forward by days (the 15-day
 * auto-confirmation, check-in runs). Each answer, or the API's refusal, is shown below.
 */
export function MallControls({ host }: { host: PanelHost }) {
  const api = panelMockApi(host);
  const [grant, setGrant] = useState({ phone: '', points: '1000' });
  const [ship, setShip] = useState({
    orderId: '',
    company: '顺丰速运',
    trackingNo: '',
    events: '',
  });
  const [days, setDays] = useState('15');
  const { busy, message, run } = useAction();
  // The forms are noValidate: the browser's own bubbles would hide our Chinese messages and the API's.

  const submitGrant = (e: FormEvent) => {
    e.preventDefault();
    void run(
      async () => {
        const points = wholeNumber(grant.points);
        if (points === null) throw new Error('积分须为正整数');
        return (await api.grantPoints({ body: { phone: grant.phone, points } })).points;
      },
      (balance) => `已给 ${grant.phone} 发放 ${grant.points} 积分，当前余额 ${balance}`,
    );
  };
  const submitShip = (e: FormEvent) => {
    e.preventDefault();
    void run(
      async () => {
        const orderId = wholeNumber(ship.orderId);
        if (!orderId) throw new Error('请填写订单 ID（正整数）');
        const events = ship.events
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean);
        return api.mallShip({
          body: {
            orderId,
            company: ship.company,
            trackingNo: ship.trackingNo,
            events: events.map((text) => ({ text })),
          },
        });
      },
      (order) =>
        `订单 ${order.orderNo} 已发货（${order.statusText}）：${ship.company.trim()} ${ship.trackingNo.trim()}`,
    );
  };
  const submitClock = (e: FormEvent) => {
    e.preventDefault();
    void run(
      async () => {
        const n = wholeNumber(days);
        if (!n || n > 30) throw new Error('天数须为1 - 30之间的整数');
        return api.advanceClock({ body: { ms: n * DAY_MS } });
      },
      (state) => `模拟时钟已拨快 ${days.trim()} 天，现在是 ${clockText(state.now)}`,
    );
  };

  return (
    <section className="card" aria-label="积分商城（QA）">
      <h2>积分商城（QA）</h2>
      <form className="row" onSubmit={submitGrant} aria-label="发放积分" noValidate>
        <label>
          手机号
          <input
            value={grant.phone}
            inputMode="numeric"
            maxLength={11}
            onChange={(e) => setGrant({ ...grant, phone: e.target.value.replace(/\D/g, '') })}
          />
        </label>
        <label>
          积分
          <input
            type="number"
            min={1}
            max={1000000}
            value={grant.points}
            onChange={(e) => setGrant({ ...grant, points: e.target.value })}
          />
        </label>
        <button type="submit" disabled={busy}>
          发放积分
        </button>
      </form>
      <form onSubmit={submitShip} aria-label="订单发货" noValidate>
        <div className="row">
          <label>
            订单 ID（订单详情地址中的 id）
            <input
              value={ship.orderId}
              inputMode="numeric"
              onChange={(e) => setShip({ ...ship, orderId: e.target.value.replace(/\D/g, '') })}
            />
          </label>
          <label>
            快递公司
            <input
              value={ship.company}
              maxLength={20}
              onChange={(e) => setShip({ ...ship, company: e.target.value })}
            />
          </label>
          <label>
            快递单号
            <input
              value={ship.trackingNo}
              maxLength={30}
              onChange={(e) => setShip({ ...ship, trackingNo: e.target.value })}
            />
          </label>
        </div>
        <div className="row">
          <label>
            物流信息（每行一条，从早到晚，可空）
            <textarea
              rows={3}
              cols={40}
              style={{ font: 'inherit' }}
              value={ship.events}
              placeholder={'【深圳市】已揽收\n【深圳市】运输中'}
              onChange={(e) => setShip({ ...ship, events: e.target.value })}
            />
          </label>
          <button type="submit" disabled={busy}>
            发货
          </button>
        </div>
      </form>
      <form className="row" onSubmit={submitClock} aria-label="拨快模拟时钟" noValidate>
        <label>
          天数（1 - 30）
          <input
            type="number"
            min={1}
            max={30}
            value={days}
            onChange={(e) => setDays(e.target.value)}
          />
        </label>
        <button type="submit" disabled={busy}>
          拨快时钟
        </button>
      </form>
      <ActionMessage message={message} />
    </section>
  );
}
