import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SimRequest, SimResponse } from '../../host-contract';
import { fakeMallOrder, fakeSimState } from '../fake-answers';
import { FakeHost } from '../fake-host';
import { DAY_MS } from '../panel-mock-api';
import { MallControls } from './mall-controls';

const ok = (data: unknown): SimResponse => ({
  status: 200,
  body: { success: true, code: 200, msg: '操作成功', data },
});
const refused = (status: number, msg: string): SimResponse => ({
  status,
  body: { success: false, code: status, msg, data: null },
});

function renderControls(answer: (r: SimRequest) => SimResponse) {
  const host = new FakeHost();
  host.simAnswer = answer;
  render(<MallControls host={host} />);
  return {
    host,
    user: userEvent.setup(),
    section: screen.getByRole('region', { name: '积分商城（QA）' }),
  };
}

describe('mall QA controls', () => {
  it('grants points to an account and shows the new balance, or the API refusal', async () => {
    const { host, user, section } = renderControls((r) =>
      (r.body as { phone: string }).phone === '13800138000'
        ? ok({ points: 6010 })
        : refused(404, '账号不存在'),
    );
    const form = within(section).getByRole('form', { name: '发放积分' });
    await user.type(within(form).getByLabelText('手机号'), '1380013800a0');
    await user.clear(within(form).getByLabelText('积分'));
    await user.type(within(form).getByLabelText('积分'), '5000');
    await user.click(within(form).getByRole('button', { name: '发放积分' }));
    expect(host.simRequest).toHaveBeenCalledWith({
      method: 'POST',
      path: '/__sim/mall/grant-points',
      body: { phone: '13800138000', points: 5000 },
    });
    expect(await within(section).findByRole('status')).toHaveTextContent(
      '已给 13800138000 发放 5000 积分，当前余额 6010',
    );

    await user.clear(within(form).getByLabelText('手机号'));
    await user.type(within(form).getByLabelText('手机号'), '13900000000');
    await user.click(within(form).getByRole('button', { name: '发放积分' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('账号不存在');
  });

  it('asks for a whole number of points before calling the API', async () => {
    const { host, user, section } = renderControls(() => ok({ points: 0 }));
    const form = within(section).getByRole('form', { name: '发放积分' });
    await user.clear(within(form).getByLabelText('积分'));
    await user.click(within(form).getByRole('button', { name: '发放积分' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('积分须为正整数');
    expect(host.simRequest).not.toHaveBeenCalled();
  });

  it('ships an order with courier, tracking number and events, and shows a refusal’s msg', async () => {
    let shipped = false;
    const { host, user, section } = renderControls(() => {
      if (shipped) return refused(409, '订单待收货，不能发货');
      shipped = true;
      return ok(fakeMallOrder());
    });
    const form = within(section).getByRole('form', { name: '订单发货' });
    await user.type(within(form).getByLabelText('订单 ID（订单详情地址中的 id）'), '7');
    await user.clear(within(form).getByLabelText('快递公司'));
    await user.type(within(form).getByLabelText('快递公司'), '中通快递');
    await user.type(within(form).getByLabelText('快递单号'), 'ZT20261125001');
    await user.type(
      within(form).getByLabelText('物流信息（每行一条，从早到晚，可空）'),
      '【深圳市】已揽收{Enter}{Enter}  【广州市】运输中  ',
    );
    await user.click(within(form).getByRole('button', { name: '发货' }));
    expect(host.simRequest).toHaveBeenCalledWith({
      method: 'POST',
      path: '/__sim/mall/ship',
      body: {
        orderId: 7,
        company: '中通快递',
        trackingNo: 'ZT20261125001',
        events: [{ text: '【深圳市】已揽收' }, { text: '【广州市】运输中' }],
      },
    });
    expect(await within(section).findByRole('status')).toHaveTextContent(
      '订单 M202611250007 已发货（待收货）：中通快递 ZT20261125001',
    );

    await user.click(within(form).getByRole('button', { name: '发货' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('订单待收货，不能发货');
  });

  it('needs an order ID before shipping', async () => {
    const { host, user, section } = renderControls(() => ok(null));
    await user.click(within(section).getByRole('button', { name: '发货' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('请填写订单 ID（正整数）');
    expect(host.simRequest).not.toHaveBeenCalled();
  });

  it('moves the mock clock forward by whole days, 1 to 30', async () => {
    const now = new Date(2026, 11, 10, 9, 30).getTime();
    const { host, user, section } = renderControls(() =>
      ok(fakeSimState({ clockOffsetMs: 15 * DAY_MS, now })),
    );
    const form = within(section).getByRole('form', { name: '拨快模拟时钟' });
    const days = within(form).getByLabelText('天数（1 - 30）');
    await user.clear(days);
    await user.type(days, '31');
    await user.click(within(form).getByRole('button', { name: '拨快时钟' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('天数须为1 - 30之间的整数');
    expect(host.simRequest).not.toHaveBeenCalled();

    await user.clear(days);
    await user.type(days, '15');
    await user.click(within(form).getByRole('button', { name: '拨快时钟' }));
    expect(host.simRequest).toHaveBeenCalledWith({
      method: 'POST',
      path: '/__sim/advance',
      body: { ms: 15 * DAY_MS },
    });
    expect(await within(section).findByRole('status')).toHaveTextContent(
      `模拟时钟已拨快 15 天，现在是 ${new Date(now).toLocaleString('zh-CN', { hour12: false })}`,
    );
  });
});
