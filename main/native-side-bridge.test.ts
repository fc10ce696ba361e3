import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiServer, type ApiServer } from '../simulator/api/server';
import { createBridgeNativeFactory } from './native-side-bridge';
import type { NativeSide } from './native-side';

let api: ApiServer;
let apiUrl: string;
beforeAll(async () => {
  api = await createApiServer({ responseCheck: 'off' });
  apiUrl = await api.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => api.close());

type Inbound = {
  id?: string;
  result?: Record<string, unknown>;
  error?: { code: string; message: string };
  event?: string;
  data?: Record<string, unknown>;
};

function phone(deviceId: string) {
  const sent: Inbound[] = [];
  const events = {
    send: vi.fn((json: string) => void sent.push(JSON.parse(json) as Inbound)),
    changed: vi.fn(),
    closePage: vi.fn(),
  };
  const side: NativeSide = createBridgeNativeFactory(apiUrl)({ deviceId, events });
  // Answers that go through the mock API: generous on a loaded machine.
  const answer = (id: string) =>
    vi.waitFor(
      () => {
        const found = sent.find((m) => m.id === id);
        if (!found) throw new Error(`no answer to ${id} yet`);
        return found;
      },
      { timeout: 5000 },
    );
  return { side, sent, events, answer };
}

describe('Electron native side over simulator/bridge', () => {
  it('answers getDeviceInfo over the iOS transport with the profile', async () => {
    const { side, answer } = phone('iphone-15');
    side.receive({ id: 'd1', method: 'getDeviceInfo' });
    const reply = await answer('d1');
    expect(reply.result).toMatchObject({ platform: 'ios', appversion: '4.0.0' });
    expect(side.log()[0]).toMatchObject({
      kind: 'call',
      transport: 'ios',
      method: 'getDeviceInfo',
    });
  });

  it('holds login on the native sheet until QA signs in, then answers with a token from the mock API', async () => {
    const { side, sent, events, answer } = phone('pixel-8');
    side.receive(JSON.stringify({ id: 'l1', method: 'login' }));
    await vi.waitFor(() => expect(side.sheet()).toEqual({ kind: 'login' }));
    expect(events.changed).toHaveBeenCalled();
    side.answerLoginSheet({ action: 'succeed', phone: '13800138000' });
    const reply = await answer('l1');
    expect(reply.result?.token).toEqual(expect.any(String));
    expect(side.account()).toMatchObject({
      user: { phone: '13800138000' },
      token: reply.result?.token,
    });
    expect(side.sheet()).toBeNull();
    expect(
      sent.some((m) => m.event === 'tokenChanged' && m.data?.token === reply.result?.token),
    ).toBe(true);
  });

  it('rejects login with CANCELLED when the sheet is closed', async () => {
    const { side, answer } = phone('iphone-15');
    side.receive({ id: 'l2', method: 'login' });
    await vi.waitFor(() => expect(side.sheet()).toEqual({ kind: 'login' }));
    side.answerLoginSheet({ action: 'cancel' });
    expect((await answer('l2')).error?.code).toBe('CANCELLED');
  });

  it('shows the share payload on the share sheet and answers the chosen channel', async () => {
    const { side, answer } = phone('iphone-15');
    const payload = {
      sharePath: '/app/news/monthly?monthlyId=3',
      shareTitle: '税务月刊',
      shareSubtitle: '第3期',
      others: { monthlyId: '3' },
    };
    side.receive({ id: 's1', method: 'share', params: payload });
    await vi.waitFor(() => expect(side.sheet()).toEqual({ kind: 'share', payload }));
    side.answerShareSheet('moments');
    expect((await answer('s1')).result).toEqual({ channel: 'moments' });
  });

  it('puts setTitle in the title bar and closes the page on closePage', async () => {
    const { side, events, answer } = phone('iphone-15');
    side.receive({ id: 't1', method: 'setTitle', params: { title: '个税计算器' } });
    await answer('t1');
    expect(side.title()).toBe('个税计算器');
    side.receive({ id: 'c1', method: 'closePage' });
    await answer('c1');
    expect(events.closePage).toHaveBeenCalledTimes(1);
  });

  it('logs the native app in and out from the panel, telling the page', async () => {
    const { side, sent } = phone('xiaomi-14');
    await expect(side.loginAs('13800138001')).resolves.toMatchObject({
      user: { phone: '13800138001' },
    });
    await side.logout();
    expect(side.account()).toBeNull();
    expect(
      sent.filter((m) => m.event === 'tokenChanged').map((m) => m.data?.token === null),
    ).toEqual([false, true]);
  });

  it('refuses sheet answers when no sheet is open', () => {
    const { side } = phone('iphone-15');
    expect(() => side.answerShareSheet('wechat')).toThrow('没有打开的分享面板');
    expect(() => side.answerLoginSheet({ action: 'cancel' })).toThrow('没有打开的登录面板');
  });
});
