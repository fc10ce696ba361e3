import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  ORDER_PAY_MINUTES,
  ORDER_STATUS,
  v3OrderCashierEndpoint,
} from '../../../renderer/src/contracts/api/order';
import { badRequest, notFound } from '../lib/envelope';
import { defineRoute } from '../lib/route';
import { requestOrigin } from '../lib/urls';
import type { Db } from '../db/types';
import {
  assertPayable,
  cancelOrder,
  closeExpiredOrders,
  getOrder,
  markPaid,
  payRefusal,
  type OrderRow,
} from '../lib/orders';
import { slowDown, takeNextPayment } from '../lib/payments';
import { orderQueries } from '../queries/orders';
import { paymentQueries, type CashierTicket as Ticket } from '../queries/payments';

const CHANNEL_NAMES: Record<string, string> = { wechat: '微信支付', alipay: '支付宝' };
/** What the cashier's buttons do; `fail` stands for a declined card or a network error (QA). */
const FAILURES: Record<string, string> = { cancel: '支付已取消', fail: '支付失败，请稍后重试' };

const escapeHtml = (s: string): string =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const yuan = (cents: number): string => (cents / 100).toFixed(2);

/** The way back to the app, with the order number for its result page. */
function backTo(t: Ticket): string {
  const url = new URL(t.return_url);
  url.searchParams.set('orderNo', t.order_no);
  url.searchParams.set('from', 'cashier');
  return url.toString();
}

/** The cashier page: a stand-in for WeChat's H5 (MWEB) and Alipay's wap cashier. */
function cashierHtml(t: Ticket, o: OrderRow): string {
  const channel = CHANNEL_NAMES[t.channel] ?? '支付';
  const unpaid = o.status === ORDER_STATUS.UNPAID;
  const actions = unpaid
    ? `<form method="post"><button name="action" value="pay" class="primary">确认支付 ¥${yuan(o.pay_cents)}</button>
       <button name="action" value="cancel">取消支付</button>
       <button name="action" value="fail">模拟支付失败（测试用）</button></form>`
    : `<p role="status">${o.status === ORDER_STATUS.PAID ? '该订单已支付' : '该订单已不能支付'}</p><a href="${escapeHtml(backTo(t))}">返回商户</a>`;
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${channel}收银台（模拟）</title><style>
body{font-family:system-ui,sans-serif;margin:0;background:#f5f5f5;color:#1f1f1f}main{padding:24px 16px}
h1{font-size:18px;margin:0 0 16px}.amount{font-size:32px;font-weight:700;margin:8px 0 16px}dl{background:#fff;padding:12px 16px;border-radius:8px}
dt{color:#555;font-size:14px}dd{margin:0 0 8px}form{display:grid;gap:12px;margin-top:24px}
button{font-size:16px;padding:12px;border-radius:8px;border:1px solid #767676;background:#fff;color:#1f1f1f}
.primary{background:#0b6e3a;border-color:#0b6e3a;color:#fff}</style></head>
<body><main><h1>${channel}收银台（模拟）</h1>
<p class="amount" aria-label="支付金额">¥${yuan(o.pay_cents)}</p>
<dl><dt>商品</dt><dd>${escapeHtml(o.goods_title)}</dd><dt>订单号</dt><dd>${o.order_no}</dd></dl>${actions}</main></body></html>`;
}

function findTicket(db: Db, ticket: unknown): Ticket | undefined {
  if (typeof ticket !== 'string' || !/^[0-9a-f]{32}$/.test(ticket)) return undefined;
  return paymentQueries(db).ticket(ticket);
}

/** An unknown ticket answers like every other route: the JSON envelope with a Chinese msg. */
const missing = () => notFound('支付链接无效或已过期');

/**
 * The H5 cashier a phone browser pays at: POST /v3/order/cashier opens it for an unpaid order,
 * GET /cashier/:ticket shows it, POST /cashier/:ticket (确认支付 / 取消支付 / 支付失败) records the
 * outcome and sends the browser back to the app, which then asks the server for the order's status.
 */
export function orderCashierRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  const { db } = ctx;

  defineRoute(
    app,
    v3OrderCashierEndpoint,
    { summary: 'H5 收银台地址（浏览器内支付）', tags: ['order'], auth: 'required' },
    ({ user, body, req }) => {
      const now = ctx.now();
      return db.transaction(() => {
        closeExpiredOrders(db, user.id, now);
        const o = getOrder(db, user.id, body.orderNo);
        assertPayable(o);
        const ticket = randomBytes(16).toString('hex');
        // A new attempt: the previous one's 支付已取消 / 支付失败 no longer describes the order.
        orderQueries(db).setPayFailure(o.order_no, null);
        const t = {
          ticket,
          order_no: o.order_no,
          user_id: user.id,
          channel: body.channel,
          return_url: body.returnUrl,
        };
        paymentQueries(db).addTicket(t, now);
        return {
          cashierUrl: `${requestOrigin(req)}/cashier/${ticket}`,
          expireAt: o.created_at + ORDER_PAY_MINUTES * 60_000,
        };
      })();
    },
  );

  app.get('/cashier/:ticket', async (req, reply) => {
    const t = findTicket(db, (req.params as { ticket?: unknown }).ticket);
    if (!t) throw missing();
    db.transaction(() => closeExpiredOrders(db, t.user_id, ctx.now()))();
    const o = getOrder(db, t.user_id, t.order_no);
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(cashierHtml(t, o));
  });

  app.post('/cashier/:ticket', async (req, reply) => {
    const t = findTicket(db, (req.params as { ticket?: unknown }).ticket);
    if (!t) throw missing();
    const body = req.body as { action?: unknown } | null | undefined;
    const action =
      body && typeof body === 'object' && typeof body.action === 'string' ? body.action : '';
    if (action !== 'pay' && !(action in FAILURES))
      throw badRequest('请选择确认支付、取消支付或支付失败');
    // QA's "next payment" control (/__sim/payment/next) overrides 确认支付: it fails, is cancelled or is slow.
    const override = action === 'pay' ? takeNextPayment(ctx, t.user_id) : null;
    await slowDown(override);
    const now = ctx.now();
    db.transaction(() => {
      closeExpiredOrders(db, t.user_id, now);
      const o = getOrder(db, t.user_id, t.order_no);
      // Only an unpaid order changes: a second 确认支付 (double tap, back and resubmit) charges nothing.
      if (o.status !== ORDER_STATUS.UNPAID) return;
      if (override && override.outcome !== 'slow') {
        orderQueries(db).setPayFailure(o.order_no, override.msg);
        return;
      }
      // Nothing left to fulfil (the sign-up made meanwhile, the activity full): cancel, never charge.
      if (action === 'pay') {
        if (payRefusal(db, o, now)) cancelOrder(db, o);
        else markPaid(db, o, t.channel, now);
      } else orderQueries(db).setPayFailure(o.order_no, FAILURES[action] ?? null);
    })();
    return reply.code(303).header('location', backTo(t)).send();
  });
}
