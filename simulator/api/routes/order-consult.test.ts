import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsultExperts, Order, OrderQuote } from '../../../renderer/src/contracts/api/order';
import { call, loginAs, startTestServer, type TestServer } from '../testing';

/** Issue 16: 直通车, a paid consultation with an expert (order type 4). */
describe('orders: 直通车 experts and the consultation order', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  it('lists the experts with the server’s prices, and charges an urgent phone consultation once', async () => {
    const { experts, urgentFeeCents } = (await call<ConsultExperts>(s.app, 'GET', '/v3/order/consult/experts')).body.data;
    expect(experts.length).toBeGreaterThan(0);
    expect(experts[0]).toMatchObject({ textCents: 9900, phoneCents: 29900 });
    expect(urgentFeeCents).toBe(5000);

    const token = await loginAs(s.app, '13300000071');
    const body = { orderType: 4, goodsId: experts[0]?.id, consultType: 2, consultTax: '股权转让个税如何核定？', urgentCode: true };
    expect((await call<OrderQuote>(s.app, 'POST', '/v3/order/valid', body, token)).body.data.payCents).toBe(34900);
    const order = (await call<Order>(s.app, 'POST', '/v3/order/create', body, token)).body.data;
    const pay = () => call<Order>(s.app, 'POST', '/v3/order/pay', { orderNo: order.orderNo, channel: 'wechat' }, token);
    expect((await pay()).body.data.status).toBe(1);
    expect((await pay()).status).toBe(409);
    const n = s.db.prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM consultations WHERE order_no = ?').get(order.orderNo)?.n;
    expect(n).toBe(1);
  });
});
