import { describe, expect, it } from 'vitest';
import { createInteractivePaymentSheet, type PaymentRecord } from '../bridge';
import { getDevice } from '../devices';
import { paymentControls } from './payment-controls';

describe('paymentControls', () => {
  it('shows the open sheet without the device, answers it once, and copies the log', async () => {
    const sheet = createInteractivePaymentSheet();
    const log: PaymentRecord[] = [];
    const controls = paymentControls(sheet, () => log);
    expect(controls.sheet()).toBeNull();
    expect(() => controls.answer({ action: 'pay' })).toThrow('没有打开的支付面板');
    const outcome = sheet.open({
      kind: 'alipay',
      orderNo: '202606011000000001',
      productId: null,
      amountCents: 8800,
      goodsTitle: '个人会员·季卡',
      device: getDevice('xiaomi-14'),
    });
    expect(controls.sheet()).toEqual({
      kind: 'payment',
      payment: {
        kind: 'alipay',
        orderNo: '202606011000000001',
        productId: null,
        amountCents: 8800,
        goodsTitle: '个人会员·季卡',
      },
    });
    controls.answer({ action: 'fail', message: '余额不足' });
    expect(await outcome).toEqual({ action: 'fail', message: '余额不足' });
    expect(controls.sheet()).toBeNull();
    log.push({
      at: 1,
      kind: 'alipay',
      orderNo: 'x',
      productId: null,
      amountCents: 8800,
      outcome: 'fail',
      message: '余额不足',
      transactionId: null,
      override: null,
    });
    expect(controls.log()).toEqual(log);
    expect(controls.log()[0]).not.toBe(log[0]);
  });

  it('has nothing to answer without an interactive sheet (auto mode pays by itself)', () => {
    expect(() => paymentControls(null, () => []).answer({ action: 'cancel' })).toThrow(
      '没有打开的支付面板',
    );
  });
});
