import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FakeHost, phoneSummary } from './fake-host';
import { SMS_REFRESH_MS } from './components/sms-list';
import { PanelApp } from './panel-app';

const ok = (data: unknown) => ({
  status: 200,
  body: { success: true, code: 200, msg: '操作成功', data },
});

async function renderPanel(
  host = new FakeHost(),
  copy = vi.fn(async (_text: string) => undefined),
) {
  const user = userEvent.setup();
  render(<PanelApp host={host} copy={copy} />);
  await screen.findByRole('heading', { name: '手机模拟器控制台' });
  return { host, user, copy };
}

describe('control panel', () => {
  it('opens a phone with the chosen device, mode and start URL with query', async () => {
    const { host, user } = await renderPanel();
    const form = screen.getByRole('form', { name: '打开手机' });
    await user.selectOptions(within(form).getByLabelText('设备'), 'pixel-8');
    await user.click(within(form).getByLabelText('手机浏览器'));
    const url = within(form).getByLabelText('起始地址（可带查询参数）');
    await user.clear(url);
    await user.type(url, '/app/calculator?city=深圳');
    await user.click(within(form).getByRole('button', { name: '打开' }));
    expect(host.openPhone).toHaveBeenCalledWith({
      deviceId: 'pixel-8',
      mode: 'browser',
      url: '/app/calculator?city=深圳',
    });
    expect(await screen.findByRole('region', { name: 'Pixel 8 浏览器' })).toBeInTheDocument();
    expect(within(form).getByRole('status')).toHaveTextContent('已打开 Pixel 8');
  });

  it('starts the device picker at a current phone, listed with its screen size', async () => {
    await renderPanel();
    const picker = within(screen.getByRole('form', { name: '打开手机' })).getByLabelText('设备');
    expect(picker).toHaveDisplayValue('iPhone 15（屏幕 393×852 @3x）');
  });

  it("goes to a path from one phone's own address field and suggests it next time", async () => {
    const host = new FakeHost();
    host.phones = [phoneSummary()];
    const { user } = await renderPanel(host);
    const bar = screen.getByRole('form', { name: 'iPhone 15的地址栏' });
    const input = within(bar).getByLabelText('地址');
    expect(input).toHaveValue('/app/home');
    await user.clear(input);
    await user.type(input, '/app/calculator?city=深圳');
    await user.click(within(bar).getByRole('button', { name: '前往' }));
    expect(host.navigate).toHaveBeenCalledWith('phone-1', '/app/calculator?city=深圳');
    await waitFor(() => expect(input).toHaveValue('/app/calculator?city=深圳'));
    expect(host.navigateAll).not.toHaveBeenCalled();
    const suggestions = [
      ...(bar.querySelectorAll('datalist option') as NodeListOf<HTMLOptionElement>),
    ];
    expect(suggestions.map((o) => o.value)).toContain('/app/calculator?city=深圳');
  });

  it('offers only browser mode for a desktop profile', async () => {
    const { host, user } = await renderPanel();
    const form = screen.getByRole('form', { name: '打开手机' });
    await user.selectOptions(within(form).getByLabelText('设备'), 'desktop-chrome-windows');
    expect(within(form).getByLabelText('App 内（原生桥接）')).toBeDisabled();
    expect(within(form).getByLabelText('手机浏览器')).toBeChecked();
    await user.click(within(form).getByRole('button', { name: '打开' }));
    expect(host.openPhone).toHaveBeenCalledWith({
      deviceId: 'desktop-chrome-windows',
      mode: 'browser',
      url: '/app/home',
    });
  });

  it('navigates every phone from the one URL bar and saves screenshots of all of them', async () => {
    const host = new FakeHost();
    host.phones = [
      phoneSummary(),
      phoneSummary({
        id: 'phone-2',
        deviceId: 'pixel-8',
        deviceName: 'Pixel 8',
        platform: 'android',
      }),
    ];
    const { user } = await renderPanel(host);
    const bar = screen.getByRole('form', { name: '所有手机的地址栏' });
    const input = within(bar).getByLabelText('地址');
    await user.clear(input);
    await user.type(input, '/app/news/monthly');
    await user.click(within(bar).getByRole('button', { name: '全部前往' }));
    expect(host.navigateAll).toHaveBeenCalledWith('/app/news/monthly');
    expect(await screen.findByText('2 台手机已打开 /app/news/monthly')).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: '全部截图' }));
    expect(
      await screen.findByText('已保存 2 张截图到 /tmp/sim-shots/2026-11-21'),
    ).toBeInTheDocument();
  });

  it('shows the host refusing a URL outside the app', async () => {
    const host = new FakeHost();
    host.phones = [phoneSummary()];
    host.navigateAll.mockRejectedValueOnce(
      new Error('只能打开本应用的地址（如 /app/home?from=qa）'),
    );
    const { user } = await renderPanel(host);
    const bar = screen.getByRole('form', { name: '所有手机的地址栏' });
    await user.click(within(bar).getByRole('button', { name: '全部前往' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('只能打开本应用的地址');
  });

  it('logs the native app in as a phone number, switches and logs out', async () => {
    const host = new FakeHost();
    host.phones = [phoneSummary()];
    const { user } = await renderPanel(host);
    const form = screen.getByRole('form', { name: 'App 登录' });
    const number = within(form).getByLabelText('手机号');
    // Signed out, the panel offers the number the native login sheet (and the start log) uses.
    expect(number).toHaveValue('13800000055');
    expect(screen.getByText('未登录（App 内登录时默认用 13800000055）')).toBeInTheDocument();
    await user.clear(number);
    await user.type(number, '1380013');
    await user.click(within(form).getByRole('button', { name: '以此号登录' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('请输入正确手机号');
    expect(host.nativeLogin).not.toHaveBeenCalled();

    await user.type(number, '8000');
    await user.click(within(form).getByRole('button', { name: '以此号登录' }));
    expect(host.nativeLogin).toHaveBeenCalledWith('phone-1', '13800138000');
    expect(await screen.findByText('税友小王（13800138000）')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: '切换到此号' })).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: '退出登录' }));
    expect(host.nativeLogout).toHaveBeenCalledWith('phone-1');
    expect(await screen.findByText('未登录（App 内登录时默认用 13800000055）')).toBeInTheDocument();
  });

  it('answers the native login and share sheets the page opened', async () => {
    const host = new FakeHost();
    host.phones = [phoneSummary({ sheet: { kind: 'login' } })];
    const { user } = await renderPanel(host);
    const login = screen.getByRole('dialog', { name: '原生登录面板' });
    await user.click(within(login).getByRole('button', { name: '取消' }));
    expect(host.answerLoginSheet).toHaveBeenCalledWith('phone-1', { action: 'cancel' });
    await user.click(within(login).getByRole('button', { name: '登录' }));
    expect(host.answerLoginSheet).toHaveBeenLastCalledWith('phone-1', {
      action: 'succeed',
      phone: '13800000055',
    });

    host.phones = [
      phoneSummary({
        sheet: {
          kind: 'share',
          payload: {
            sharePath: '/app/news/monthly?monthlyId=12',
            shareTitle: '税务月刊',
            shareSubtitle: '2026年11月',
            others: { monthlyId: '12' },
          },
        },
      }),
    ];
    host.emit({ type: 'state' });
    const share = await screen.findByRole('dialog', { name: '原生分享面板' });
    expect(share).toHaveTextContent('/app/news/monthly?monthlyId=12');
    expect(share).toHaveTextContent('monthlyId：12');
    await user.click(within(share).getByRole('button', { name: '朋友圈' }));
    expect(host.answerShareSheet).toHaveBeenCalledWith('phone-1', 'moments');
  });

  it('explains that browser mode has no native account', async () => {
    const host = new FakeHost();
    host.phones = [phoneSummary({ mode: 'browser' })];
    await renderPanel(host);
    expect(screen.getByText(/浏览器模式没有原生 App/)).toBeInTheDocument();
  });

  it("shows a phone's bridge log and updates it when the host reports new entries", async () => {
    const host = new FakeHost();
    host.phones = [phoneSummary()];
    const { user } = await renderPanel(host);
    await user.click(screen.getByRole('tab', { name: '桥接日志' }));
    expect(screen.getByText('还没有桥接消息。')).toBeInTheDocument();
    host.bridge['phone-1'] = [
      {
        seq: 1,
        kind: 'call',
        transport: 'ios',
        id: 'c1',
        method: 'login',
        params: {},
        error: { code: 'CANCELLED', message: '用户取消了登录' },
        at: 0,
        durationMs: 12,
      },
      { seq: 2, kind: 'event', event: 'tokenChanged', data: { token: 'tok-1' }, at: 0 },
    ];
    host.emit({ type: 'bridge-log', phoneId: 'phone-1' });
    const log = await screen.findByRole('table', { name: '桥接日志' });
    expect(log).toHaveTextContent('CANCELLED：用户取消了登录');
    expect(log).toHaveTextContent('tokenChanged');
  });

  it('copies a request of the network log as cURL', async () => {
    const host = new FakeHost();
    host.phones = [phoneSummary()];
    host.network['phone-1'] = [
      {
        seq: 1,
        at: 0,
        method: 'GET',
        url: 'http://127.0.0.1:4800/api-mock/v1/user/info',
        requestHeaders: { token: 'tok-1', platform: 'ios' },
        requestBody: null,
        status: 401,
        responseHeaders: { 'content-type': 'application/json' },
        responseBody: '{"success":false,"code":401,"msg":"请先登录","data":null}',
        failure: null,
        durationMs: 8,
      },
    ];
    const { user, copy } = await renderPanel(host);
    await user.click(screen.getByRole('tab', { name: '网络日志' }));
    const log = await screen.findByRole('table', { name: '网络日志' });
    expect(log).toHaveTextContent('401');
    await user.click(within(log).getByText('http://127.0.0.1:4800/api-mock/v1/user/info'));
    expect(within(log).getByText(/token: tok-1/)).toBeVisible();
    expect(
      within(log).getByText('{"success":false,"code":401,"msg":"请先登录","data":null}'),
    ).toBeVisible();
    await user.click(within(log).getByRole('button', { name: '复制为 cURL' }));
    expect(copy).toHaveBeenCalledWith(
      `curl 'http://127.0.0.1:4800/api-mock/v1/user/info' -H 'token: tok-1' -H 'platform: ios'`,
    );
    expect(within(log).getByRole('button', { name: '已复制' })).toBeInTheDocument();
  });

  it('lists the SMS codes the mock API sent', async () => {
    const host = new FakeHost();
    const scenarioState = {
      latency: [],
      fail: [],
      smsFailure: { enabled: false, msg: '', status: 400 },
      clockOffsetMs: 0,
      nextPayment: null,
      now: 0,
    };
    host.simAnswer = (r) =>
      r.path.startsWith('/__sim/sms')
        ? ok([{ phone: '13800138000', type: 2, code: '274915', sentAt: 0, used: false }])
        : ok(scenarioState);
    await renderPanel(host);
    const sms = screen.getByRole('region', { name: '短信验证码' });
    expect(await within(sms).findByText('274915')).toBeInTheDocument();
    expect(within(sms).getByText('13800138000')).toBeInTheDocument();
    expect(within(sms).getByText('未使用')).toBeInTheDocument();
  });

  it('sends scenario controls to the mock API and shows its refusal', async () => {
    const host = new FakeHost();
    const state = {
      latency: [],
      fail: [{ pattern: '/sms/send', remaining: 2, status: 503, msg: '短信通道繁忙' }],
      smsFailure: { enabled: false, msg: '', status: 400 },
      clockOffsetMs: 0,
      nextPayment: null,
      now: 0,
    };
    host.simAnswer = (r) =>
      r.path === '/__sim/latency'
        ? {
            status: 400,
            body: {
              success: false,
              code: 400,
              msg: '请填写路由匹配模式，如 /v3/order/valid 或 /exam/*',
              data: null,
            },
          }
        : r.path.startsWith('/__sim/sms')
          ? ok([])
          : ok(state);
    const { user } = await renderPanel(host);
    const scenario = screen.getByRole('region', { name: '场景控制' });
    const fail = within(scenario).getByRole('form', { name: '接下来的调用失败' });
    await user.clear(within(fail).getByLabelText('路由'));
    await user.type(within(fail).getByLabelText('路由'), '/sms/send');
    await user.clear(within(fail).getByLabelText('次数'));
    await user.type(within(fail).getByLabelText('次数'), '2');
    await user.clear(within(fail).getByLabelText('状态码'));
    await user.type(within(fail).getByLabelText('状态码'), '503');
    await user.type(within(fail).getByLabelText('提示（可空）'), '短信通道繁忙');
    await user.click(within(fail).getByRole('button', { name: '让后续调用失败' }));
    expect(host.simRequest).toHaveBeenCalledWith({
      method: 'POST',
      path: '/__sim/fail',
      body: { pattern: '/sms/send', times: 2, status: 503, msg: '短信通道繁忙' },
    });
    expect(
      await within(scenario).findByText('失败 /sms/send：还剩 2 次，返回 503「短信通道繁忙」'),
    ).toBeInTheDocument();

    const latency = within(scenario).getByRole('form', { name: '延迟' });
    await user.clear(within(latency).getByLabelText('路由'));
    await user.click(within(latency).getByRole('button', { name: '设置延迟' }));
    expect(host.simRequest).toHaveBeenCalledWith({
      method: 'POST',
      path: '/__sim/latency',
      body: { pattern: '', ms: 1000 },
    });
    expect(await within(scenario).findByRole('alert')).toHaveTextContent(
      '请填写路由匹配模式，如 /v3/order/valid 或 /exam/*',
    );
  });

  it('resets the mock API only after QA confirms', async () => {
    const { host, user } = await renderPanel();
    const scenario = screen.getByRole('region', { name: '场景控制' });
    const isReset = (call: unknown[]) => (call[0] as { path: string }).path === '/__sim/reset';
    await user.click(within(scenario).getByRole('button', { name: '重置模拟后端' }));
    const confirm = within(scenario).getByRole('group', { name: '确认重置' });
    await user.click(within(confirm).getByRole('button', { name: '取消' }));
    expect(host.simRequest.mock.calls.some(isReset)).toBe(false);
    await user.click(within(scenario).getByRole('button', { name: '重置模拟后端' }));
    await user.click(within(scenario).getByRole('button', { name: '确定重置' }));
    await waitFor(() =>
      expect(host.simRequest).toHaveBeenCalledWith({ method: 'POST', path: '/__sim/reset' }),
    );
    expect(await within(scenario).findByText('已恢复种子数据并清除场景控制')).toBeInTheDocument();
  });

  it('refreshes the SMS list by itself', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const host = new FakeHost();
      let codes: unknown[] = [];
      const scenarioState = {
        latency: [],
        fail: [],
        smsFailure: { enabled: false, msg: '', status: 400 },
        clockOffsetMs: 0,
        nextPayment: null,
        now: 0,
      };
      host.simAnswer = (r) => (r.path.startsWith('/__sim/sms') ? ok(codes) : ok(scenarioState));
      await renderPanel(host);
      const sms = screen.getByRole('region', { name: '短信验证码' });
      expect(await within(sms).findByText('还没有发送过验证码。')).toBeInTheDocument();
      codes = [{ phone: '13700001111', type: 2, code: '530812', sentAt: 0, used: false }];
      await vi.advanceTimersByTimeAsync(SMS_REFRESH_MS);
      expect(await within(sms).findByText('530812')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('navigates the phones it can and says in Chinese which one did not open and why', async () => {
    const host = new FakeHost();
    host.phones = [
      phoneSummary(),
      phoneSummary({
        id: 'phone-2',
        deviceId: 'pixel-8',
        deviceName: 'Pixel 8',
        platform: 'android',
        network: 'offline',
      }),
    ];
    host.navigateAll.mockResolvedValueOnce([
      { phoneId: 'phone-1', label: 'iPhone 15 · App 内', error: null },
      { phoneId: 'phone-2', label: 'Pixel 8 · App 内', error: '网络已断开（该手机处于离线网络）' },
    ]);
    const { user } = await renderPanel(host);
    const bar = screen.getByRole('form', { name: '所有手机的地址栏' });
    await user.click(within(bar).getByRole('button', { name: '全部前往' }));
    expect(await screen.findByText('1 台手机已打开 /app/home，1 台没有打开：')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: '没有打开的手机' })).toHaveTextContent(
      'phone-2（Pixel 8 · App 内）：网络已断开（该手机处于离线网络）',
    );
  });
});
