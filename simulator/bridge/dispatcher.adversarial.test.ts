/**
 * Adversarial messages for the native side's dispatcher: method names that exist on every object,
 * ids and methods of the wrong type, payloads that are not objects, and what the log records.
 */
import { describe, expect, it, vi } from 'vitest';
import type { NativeBridgeHandlers } from '../../renderer/src/contracts/bridge';
import { BridgeError } from './bridge-error';
import { dispatchBridgeMessage, encodeBridgeEvent, receiveScript } from './dispatcher';

const user = { id: 21, phone: '13800000021', nickname: '张会计', userTypeCode: 0 as const };

/** Handlers that fail the test if called, unless overridden. */
function strictHandlers(overrides: Partial<NativeBridgeHandlers> = {}): NativeBridgeHandlers {
  const never = () => Promise.reject(new Error('不应调用'));
  return {
    getToken: vi.fn(never),
    getUserInfo: vi.fn(never),
    getDeviceInfo: vi.fn(never),
    login: vi.fn(never),
    logout: vi.fn(never),
    share: vi.fn(never),
    setTitle: vi.fn(never),
    closePage: vi.fn(never),
    iapPurchase: vi.fn(never),
    iapRestore: vi.fn(never),
    pay: vi.fn(never),
    ...overrides,
  };
}

const replyOf = (json: string | null): unknown => (json === null ? null : JSON.parse(json));
/** A clock whose epoch is 1000 and whose monotonic time reads 5 at the start and 12 at the end. */
const fixedClock = () => {
  const elapsed = vi.fn().mockReturnValueOnce(5).mockReturnValue(12);
  return { now: () => 1000, elapsed };
};

/** Names every object has through Object.prototype: a lookup with `in` or `[]` would find them. */
const PROTOTYPE_NAMES = [
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toLocaleString',
  '__defineGetter__',
  '__lookupGetter__',
];

describe('method names inherited from Object.prototype', () => {
  it.each(PROTOTYPE_NAMES)('answers UNKNOWN_METHOD for %s over iOS', async (method) => {
    const handlers = strictHandlers();
    const { reply, entry } = await dispatchBridgeMessage(
      handlers,
      { id: 'p1', method, params: {} },
      'ios',
    );
    expect(replyOf(reply)).toEqual({
      id: 'p1',
      error: { code: 'UNKNOWN_METHOD', message: `原生端没有方法 ${method}` },
    });
    expect(entry).toMatchObject({ id: 'p1', method, error: { code: 'UNKNOWN_METHOD' } });
    for (const handler of Object.values(handlers)) expect(handler).not.toHaveBeenCalled();
  });

  it.each(PROTOTYPE_NAMES)('answers UNKNOWN_METHOD for %s over Android', async (method) => {
    const raw = JSON.stringify({ id: 'p2', method });
    const { reply } = await dispatchBridgeMessage(strictHandlers(), raw, 'android');
    expect(replyOf(reply)).toEqual({
      id: 'p2',
      error: { code: 'UNKNOWN_METHOD', message: `原生端没有方法 ${method}` },
    });
  });

  it('ignores a __proto__ key smuggled into the JSON message', async () => {
    const getToken = vi.fn(async () => ({ token: 't' }));
    const raw = '{"id":"p3","method":"getToken","__proto__":{"method":"logout"}}';
    const { reply } = await dispatchBridgeMessage(strictHandlers({ getToken }), raw, 'android');
    expect(replyOf(reply)).toEqual({ id: 'p3', result: { token: 't' } });
    expect(getToken).toHaveBeenCalledTimes(1);
  });

  it('matches method names exactly, not by case or prefix', async () => {
    for (const method of ['gettoken', 'GetToken', 'getToken ', 'getTokens', 'get']) {
      const { reply } = await dispatchBridgeMessage(strictHandlers(), { id: 'c1', method }, 'ios');
      expect(replyOf(reply)).toMatchObject({ error: { code: 'UNKNOWN_METHOD' } });
    }
  });
});

describe('malformed messages', () => {
  it('refuses a non-object on iOS without an answer (no id) and logs the raw value', async () => {
    for (const raw of ['{"id":"i1","method":"getToken"}', 42, null, undefined]) {
      const { reply, entry } = await dispatchBridgeMessage(strictHandlers(), raw, 'ios');
      expect(reply).toBeNull();
      expect(entry).toMatchObject({
        id: null,
        method: '',
        params: raw,
        error: { code: 'BAD_PARAMS', message: 'iOS 消息须为对象' },
      });
    }
  });

  it('answers an object on Android by its id, as far as it can be read', async () => {
    const { reply, entry } = await dispatchBridgeMessage(
      strictHandlers(),
      { id: 'a1', method: 'getToken' },
      'android',
    );
    expect(replyOf(reply)).toEqual({
      id: 'a1',
      error: { code: 'BAD_PARAMS', message: 'Android 接口只接受 JSON 字符串' },
    });
    expect(entry).toMatchObject({ id: 'a1', method: 'getToken', transport: 'android' });
    const number = await dispatchBridgeMessage(strictHandlers(), 7, 'android');
    expect(number.reply).toBeNull();
    expect(number.entry).toMatchObject({ id: null, method: '', params: 7 });
  });

  it('logs broken JSON with its raw text', async () => {
    const raw = '{"id":"x", method';
    const { reply, entry } = await dispatchBridgeMessage(strictHandlers(), raw, 'android');
    expect(reply).toBeNull();
    expect(entry).toMatchObject({
      id: null,
      method: '',
      params: raw,
      error: { code: 'BAD_PARAMS', message: 'Android 消息不是合法的 JSON' },
    });
  });

  it('says which fields are wrong, path first, issues joined by ；', async () => {
    const { reply, entry } = await dispatchBridgeMessage(
      strictHandlers(),
      { id: 'm1', method: '' },
      'ios',
    );
    expect(replyOf(reply)).toMatchObject({ id: 'm1', error: { code: 'BAD_PARAMS' } });
    expect(entry.error?.message).toMatch(/^消息格式不正确：method：[^；]+$/);
    const both = await dispatchBridgeMessage(strictHandlers(), { id: 3, method: 4 }, 'ios');
    expect(both.entry.error?.message).toMatch(/^消息格式不正确：id：[^；]+；method：[^；]+$/);
  });

  it('words an issue without a path on its own (the message is not an object at all)', async () => {
    const { entry } = await dispatchBridgeMessage(strictHandlers(), '"getToken"', 'android');
    expect(entry.error?.message).toMatch(/^消息格式不正确：[^：]+$/);
    expect(entry.params).toBe('getToken');
  });

  it('cannot answer without a usable id, yet logs the method it could read', async () => {
    const empty = await dispatchBridgeMessage(
      strictHandlers(),
      { id: '', method: 'getToken' },
      'ios',
    );
    expect(empty.reply).toBeNull();
    expect(empty.entry).toMatchObject({
      id: null,
      method: 'getToken',
      error: { code: 'BAD_PARAMS' },
    });
    const numeric = await dispatchBridgeMessage(
      strictHandlers(),
      { id: 12, method: 'getToken' },
      'ios',
    );
    expect(numeric.reply).toBeNull();
    expect(numeric.entry).toMatchObject({ id: null, method: 'getToken' });
    // An array has a length too: only a non-empty string is an id.
    const listed = await dispatchBridgeMessage(
      strictHandlers(),
      { id: ['k0'], method: 'getToken' },
      'ios',
    );
    expect(listed.reply).toBeNull();
    expect(listed.entry.id).toBeNull();
    const noMethod = await dispatchBridgeMessage(
      strictHandlers(),
      { id: 'k1', method: ['getToken'] },
      'ios',
    );
    expect(replyOf(noMethod.reply)).toMatchObject({ id: 'k1', error: { code: 'BAD_PARAMS' } });
    expect(noMethod.entry.method).toBe('');
  });

  it('names the nested parameter that breaks the schema', async () => {
    const params = {
      sharePath: '/news/monthly',
      shareTitle: '月刊',
      shareSubtitle: '',
      others: { monthlyId: 5 },
    };
    const { reply } = await dispatchBridgeMessage(
      strictHandlers(),
      { id: 's1', method: 'share', params },
      'ios',
    );
    const { error } = replyOf(reply) as { error: { code: string; message: string } };
    expect(error.code).toBe('BAD_PARAMS');
    expect(error.message).toMatch(/^share 的参数不正确：others\.monthlyId：/);
  });
});

describe('answers and the log', () => {
  it('hands the handler the checked params and logs timing from the clock', async () => {
    const setTitle = vi.fn(async () => ({ ok: true as const }));
    const { reply, entry } = await dispatchBridgeMessage(
      strictHandlers({ setTitle }),
      { id: 't1', method: 'setTitle', params: { title: '月度资讯' } },
      'ios',
      fixedClock(),
    );
    expect(setTitle).toHaveBeenCalledWith({ title: '月度资讯' });
    expect(replyOf(reply)).toEqual({ id: 't1', result: { ok: true } });
    expect(entry).toEqual({
      kind: 'call',
      transport: 'ios',
      id: 't1',
      method: 'setTitle',
      params: { title: '月度资讯' },
      at: 1000,
      durationMs: 7,
      result: { ok: true },
    });
  });

  it('times calls with the real clock by default', async () => {
    const before = Date.now();
    const { entry } = await dispatchBridgeMessage(
      strictHandlers(),
      { id: 'd1', method: 'scan' },
      'ios',
    );
    expect(entry.at).toBeGreaterThanOrEqual(before);
    expect(entry.at).toBeLessThanOrEqual(Date.now());
    expect(Number.isFinite(entry.durationMs)).toBe(true);
    expect(entry.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('logs a refusal with its timing too', async () => {
    const { entry } = await dispatchBridgeMessage(
      strictHandlers(),
      { id: 'u1', method: 'scan' },
      'ios',
      fixedClock(),
    );
    expect(entry).toEqual({
      kind: 'call',
      transport: 'ios',
      id: 'u1',
      method: 'scan',
      params: undefined,
      at: 1000,
      durationMs: 7,
      error: { code: 'UNKNOWN_METHOD', message: '原生端没有方法 scan' },
    });
  });

  it('answers with what the contract keeps of the handler result', async () => {
    const getToken = vi.fn(async () => ({ token: 't', secret: 'x' }) as { token: string });
    const { reply } = await dispatchBridgeMessage(
      strictHandlers({ getToken }),
      { id: 'r1', method: 'getToken' },
      'ios',
    );
    expect(replyOf(reply)).toEqual({ id: 'r1', result: { token: 't' } });
  });

  it('words a broken emulation answer with the method and the issue', async () => {
    const getToken = vi.fn(async () => ({ token: 42 }) as unknown as { token: string });
    const { reply } = await dispatchBridgeMessage(
      strictHandlers({ getToken }),
      { id: 'w1', method: 'getToken' },
      'ios',
    );
    const { error } = replyOf(reply) as { error: { code: string; message: string } };
    expect(error).toEqual({
      code: 'FAILED',
      message: expect.stringMatching(/^模拟器对 getToken 的返回值不符合契约：token：/),
    });
  });

  it('turns a thrown non-Error into FAILED with its text, and keeps BridgeError codes', async () => {
    const thrown = await dispatchBridgeMessage(
      strictHandlers({ closePage: () => Promise.reject('页面已关闭') }),
      { id: 'f1', method: 'closePage' },
      'ios',
    );
    expect(replyOf(thrown.reply)).toEqual({
      id: 'f1',
      error: { code: 'FAILED', message: '页面已关闭' },
    });
    const timeout = await dispatchBridgeMessage(
      strictHandlers({ login: () => Promise.reject(new BridgeError('TIMEOUT', '登录超时')) }),
      { id: 'f2', method: 'login' },
      'ios',
    );
    expect(replyOf(timeout.reply)).toEqual({
      id: 'f2',
      error: { code: 'TIMEOUT', message: '登录超时' },
    });
  });

  it('answers a login with the token and user', async () => {
    const login = vi.fn(async () => ({ token: 'tok', user }));
    const { reply } = await dispatchBridgeMessage(
      strictHandlers({ login }),
      JSON.stringify({ id: 'l1', method: 'login' }),
      'android',
    );
    expect(replyOf(reply)).toEqual({ id: 'l1', result: { token: 'tok', user } });
  });
});

describe('events and delivery', () => {
  it('encodes each contract event as { event, data }', () => {
    expect(JSON.parse(encodeBridgeEvent({ event: 'userChanged', data: { user } }))).toEqual({
      event: 'userChanged',
      data: { user },
    });
    expect(JSON.parse(encodeBridgeEvent({ event: 'resume', data: {} }))).toEqual({
      event: 'resume',
      data: {},
    });
  });

  it('calls the receiver only when the app has installed it, with the JSON as one string literal', () => {
    expect(receiveScript('{"id":"a"}')).toBe(
      `typeof window.__taxBridgeReceive === 'function' && window.__taxBridgeReceive("{\\"id\\":\\"a\\"}")`,
    );
  });
});
