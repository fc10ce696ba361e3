import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeSimState } from '../fake-answers';
import { FakeHost, phoneSummary } from '../fake-host';
import { PaymentPanel } from './payment-panel';

const ok = (data: unknown) => ({
  status: 200,
  body: { success: true, code: 200, msg: '操作成功', data },
});
const state = fakeSimState();

describe('PaymentPanel', () => {
  it('answers the open payment sheet and lists the payment log', async () => {
    const host = new FakeHost();
    host.paymentLog.mockResolvedValue([
      {
        at: 0,
        kind: 'alipay',
        orderNo: '202606011000000001',
        productId: null,
        amountCents: 8800,
        outcome: 'fail',
        message: '余额不足',
        transactionId: null,
        override: 'fail',
      },
    ]);
    const phone = phoneSummary({
      mode: 'browser',
      deviceName: 'iPhone 15 · 微信',
      sheet: {
        kind: 'payment',
        payment: {
          kind: 'wechat-jsapi',
          orderNo: '202606011000000002',
          productId: null,
          amountCents: 3800,
          goodsTitle: '个人会员·月卡',
        },
      },
    });
    render(<PaymentPanel host={host} phone={phone} />);
    const sheet = screen.getByRole('dialog', { name: '原生支付面板' });
    expect(within(sheet).getByText('微信支付（微信内网页）')).toBeTruthy();
    expect(within(sheet).getByText('¥38.00')).toBeTruthy();
    await userEvent.click(within(sheet).getByRole('button', { name: '取消' }));
    expect(host.answerPaymentSheet).toHaveBeenCalledWith('phone-1', { action: 'cancel' });
    await userEvent.click(within(sheet).getByRole('button', { name: '模拟失败' }));
    expect(host.answerPaymentSheet).toHaveBeenLastCalledWith('phone-1', {
      action: 'fail',
      message: '支付失败，请稍后重试',
    });
    const log = await screen.findByRole('table', { name: '支付日志' });
    expect(within(log).getByText('支付宝（App）')).toBeTruthy();
    expect(within(log).getByText(/失败：余额不足/)).toBeTruthy();
    expect(within(log).getByText('（场景：下一次支付失败）')).toBeTruthy();
  });

  it('arms the next payment (slow with its delay) and moves the clock 31 minutes', async () => {
    const host = new FakeHost();
    host.simAnswer = (r) =>
      r.path === '/__sim/payment/next'
        ? ok({ ...state, nextPayment: { outcome: 'slow', ms: 3000, msg: '', phone: null } })
        : ok(state);
    render(<PaymentPanel host={host} phone={null} />);
    const group = screen.getByRole('group', { name: '下一次支付' });
    // Success is the default: a failure is armed on purpose only.
    expect(within(group).getByLabelText('下一次支付')).toHaveDisplayValue('成功（按用户的选择）');
    await userEvent.selectOptions(within(group).getByLabelText('下一次支付'), '变慢');
    await userEvent.clear(within(group).getByLabelText('延迟（毫秒）'));
    await userEvent.type(within(group).getByLabelText('延迟（毫秒）'), '3000');
    await userEvent.click(within(group).getByRole('button', { name: '设置' }));
    expect(host.simRequest).toHaveBeenCalledWith({
      method: 'POST',
      path: '/__sim/payment/next',
      body: { outcome: 'slow', ms: 3000 },
    });
    expect(await screen.findByText('生效中：下一次支付变慢（3000 ms）')).toBeTruthy();
    await userEvent.click(within(group).getByRole('button', { name: '拨快 31 分钟' }));
    expect(host.simRequest).toHaveBeenLastCalledWith({
      method: 'POST',
      path: '/__sim/advance',
      body: { ms: 31 * 60_000 },
    });
    expect(await screen.findByText(/模拟时钟已拨快 31 分钟/)).toBeTruthy();
  });
});
