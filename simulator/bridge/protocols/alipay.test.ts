import { describe, expect, it } from 'vitest';
import { paymentSheetCancels, paymentSheetFails } from '../sheets';
import { fakeContext } from './adapter-test-kit';
import { createAlipayAdapter } from './alipay';

const call = (name: string, params: unknown = {}) => ({ kind: 'call', name, params });

describe('AlipayJSBridge adapter', () => {
  it('tradePay answers the cashier result codes from the payment sheet', async () => {
    const { ctx, bridge } = fakeContext('alipay');
    const alipay = createAlipayAdapter(ctx);
    expect(await alipay.receive(call('tradePay', { tradeNO: 'T1' }))).toEqual({
      resultCode: '9000',
    });
    bridge.setPaymentSheet(paymentSheetCancels());
    expect(await alipay.receive(call('tradePay', { orderStr: 'out_trade_no=T2&sign=x' }))).toEqual({
      resultCode: '6001',
    });
    bridge.setPaymentSheet(paymentSheetFails());
    expect(await alipay.receive(call('tradePay', { tradeNO: 'T3' }))).toEqual({
      resultCode: '4000',
    });
    expect(await alipay.receive(call('tradePay', {}))).toEqual({
      error: 2,
      errorMessage: '接口参数无效',
    });
  });

  it('answers from the table; errors and unknown names as { error, errorMessage }', async () => {
    const { ctx, log } = fakeContext('alipay', {
      handlers: {
        getUser: { answer: { id: 1 } },
        scan: { error: '相机不可用' },
        track: { unanswered: true },
      },
    });
    const alipay = createAlipayAdapter(ctx);
    expect(await alipay.receive(call('getUser'))).toEqual({ id: 1 });
    expect(await alipay.receive(call('scan'))).toEqual({ error: 3, errorMessage: '相机不可用' });
    expect(await alipay.receive(call('nope'))).toEqual({ error: 1, errorMessage: '接口不存在' });
    expect(await alipay.receive(call('track'))).toBeNull();
    expect(log.calls().map((c) => c.protocol)).toEqual(['alipay', 'alipay', 'alipay', 'alipay']);
  });

  it('back closes the page unless the page prevented it', async () => {
    let prevented = false;
    const fake = fakeContext('alipay', { pageAnswers: () => prevented });
    const alipay = createAlipayAdapter(fake.ctx);
    await alipay.emit('back');
    expect(fake.closed()).toBe(1);
    prevented = true;
    await alipay.emit('back');
    await alipay.emit('resume', { from: 'cashier' });
    expect(fake.closed()).toBe(1);
    expect(fake.evaluated.at(-1)).toBe('window.__taxSimAlipayEmit("resume", {"from":"cashier"})');
  });
});
