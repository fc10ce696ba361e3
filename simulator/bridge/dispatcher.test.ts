import { describe, expect, it, vi } from 'vitest';
import { runInNewContext } from 'node:vm';
import type { NativeBridgeHandlers } from '../../renderer/src/contracts/bridge';
import { BridgeError } from './bridge-error';
import { dispatchBridgeMessage, encodeBridgeEvent, receiveScript } from './dispatcher';

const user = { id: 21, phone: '13800000021', nickname: '张会计', userTypeCode: 0 as const };

function fakeHandlers(overrides: Partial<NativeBridgeHandlers> = {}): NativeBridgeHandlers {
  return {
    getToken: async () => ({ token: 'tok-1' }),
    getUserInfo: async () => ({ user }),
    getDeviceInfo: async () => ({
      platform: 'ios',
      appversion: '4.0.0',
      deviceToken: 'dt',
      deviceNum: 'dn',
      deviceModel: 'iPhone15,4',
    }),
    login: async () => ({ token: 'tok-1', user }),
    logout: async () => ({ ok: true }),
    share: async () => ({ channel: 'wechat' }),
    setTitle: async () => ({ ok: true }),
    closePage: async () => ({ ok: true }),
    iapPurchase: async () => ({ transactionId: 't1', receipt: 'r1' }),
    iapRestore: async () => ({ receipts: [] }),
    pay: async ({ channel }) => ({ channel }),
    ...overrides,
  };
}

const replyOf = (json: string | null): unknown => (json === null ? null : JSON.parse(json));

describe('dispatchBridgeMessage', () => {
  it('answers an iOS object message with the handler result and logs the call', async () => {
    const { reply, entry } = await dispatchBridgeMessage(
      fakeHandlers(),
      { id: 'c1', method: 'getToken' },
      'ios',
    );
    expect(replyOf(reply)).toEqual({ id: 'c1', result: { token: 'tok-1' } });
    expect(entry).toMatchObject({
      kind: 'call',
      transport: 'ios',
      id: 'c1',
      method: 'getToken',
      result: { token: 'tok-1' },
    });
    expect(entry.error).toBeUndefined();
  });

  it('parses the JSON string an Android web view passes and hands the params to the handler', async () => {
    const setTitle = vi.fn(async () => ({ ok: true as const }));
    const raw = JSON.stringify({ id: 'a7', method: 'setTitle', params: { title: '个税计算器' } });
    const { reply } = await dispatchBridgeMessage(fakeHandlers({ setTitle }), raw, 'android');
    expect(setTitle).toHaveBeenCalledWith({ title: '个税计算器' });
    expect(replyOf(reply)).toEqual({ id: 'a7', result: { ok: true } });
  });

  it('refuses an object on the Android string interface with BAD_PARAMS', async () => {
    const { reply } = await dispatchBridgeMessage(
      fakeHandlers(),
      { id: 'a1', method: 'getToken' },
      'android',
    );
    expect(replyOf(reply)).toEqual({
      id: 'a1',
      error: { code: 'BAD_PARAMS', message: 'Android 接口只接受 JSON 字符串' },
    });
  });

  it('cannot answer broken JSON (no id) but still logs it', async () => {
    const { reply, entry } = await dispatchBridgeMessage(
      fakeHandlers(),
      '{"id":"x", method',
      'android',
    );
    expect(reply).toBeNull();
    expect(entry.error?.code).toBe('BAD_PARAMS');
  });

  it('answers a message without a method with BAD_PARAMS when it carries an id', async () => {
    const { reply } = await dispatchBridgeMessage(fakeHandlers(), { id: 'i9' }, 'ios');
    expect(replyOf(reply)).toMatchObject({ id: 'i9', error: { code: 'BAD_PARAMS' } });
  });

  it('answers UNKNOWN_METHOD for a method the contract lacks', async () => {
    const { reply } = await dispatchBridgeMessage(
      fakeHandlers(),
      { id: 'u1', method: 'scanQrCode', params: {} },
      'ios',
    );
    expect(replyOf(reply)).toEqual({
      id: 'u1',
      error: { code: 'UNKNOWN_METHOD', message: '原生端没有方法 scanQrCode' },
    });
  });

  it('answers BAD_PARAMS for parameters that break the schema, without calling the handler', async () => {
    const share = vi.fn(async () => ({ channel: 'qq' as const }));
    const { reply } = await dispatchBridgeMessage(
      fakeHandlers({ share }),
      { id: 's1', method: 'share', params: { shareTitle: 1 } },
      'ios',
    );
    expect(share).not.toHaveBeenCalled();
    const parsed = replyOf(reply) as { error: { code: string; message: string } };
    expect(parsed.error.code).toBe('BAD_PARAMS');
    expect(parsed.error.message).toMatch(/^share 的参数不正确：.*sharePath/);
    const extra = await dispatchBridgeMessage(
      fakeHandlers(),
      { id: 's2', method: 'getToken', params: { force: true } },
      'ios',
    );
    expect(replyOf(extra.reply)).toMatchObject({ error: { code: 'BAD_PARAMS' } });
  });

  it("passes a handler's BridgeError code through and turns other throws into FAILED", async () => {
    const cancelled = await dispatchBridgeMessage(
      fakeHandlers({
        login: async () => Promise.reject(new BridgeError('CANCELLED', '用户取消了登录')),
      }),
      { id: 'l1', method: 'login' },
      'ios',
    );
    expect(replyOf(cancelled.reply)).toEqual({
      id: 'l1',
      error: { code: 'CANCELLED', message: '用户取消了登录' },
    });
    const crashed = await dispatchBridgeMessage(
      fakeHandlers({ logout: async () => Promise.reject(new Error('磁盘已满')) }),
      { id: 'l2', method: 'logout' },
      'ios',
    );
    expect(replyOf(crashed.reply)).toEqual({
      id: 'l2',
      error: { code: 'FAILED', message: '磁盘已满' },
    });
  });

  it('does not let the emulation answer outside the contract', async () => {
    const wrong = fakeHandlers({
      getToken: async () => ({ token: 42 }) as unknown as { token: string },
    });
    const { reply } = await dispatchBridgeMessage(wrong, { id: 'w1', method: 'getToken' }, 'ios');
    expect(replyOf(reply)).toMatchObject({ id: 'w1', error: { code: 'FAILED' } });
  });
});

describe('events and delivery', () => {
  it('encodes contract events and rejects payloads that break them', () => {
    expect(JSON.parse(encodeBridgeEvent({ event: 'tokenChanged', data: { token: null } }))).toEqual(
      { event: 'tokenChanged', data: { token: null } },
    );
    expect(() =>
      encodeBridgeEvent({ event: 'userChanged', data: { user: { id: 'x' } } } as never),
    ).toThrow();
  });

  it("builds the script that hands JSON to the page's receiver, harmless before the app installs it", () => {
    const json = JSON.stringify({ id: 'q"1', result: { token: '</script>' } });
    const received: string[] = [];
    runInNewContext(receiveScript(json), {
      window: { __taxBridgeReceive: (s: string) => received.push(s) },
    });
    expect(received).toEqual([json]);
    expect(() => runInNewContext(receiveScript(json), { window: {} })).not.toThrow();
  });
});
