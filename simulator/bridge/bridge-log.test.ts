import { describe, expect, expectTypeOf, it } from 'vitest';
import { BridgeLog } from './bridge-log';

const call = (method: string, result: unknown) =>
  ({
    kind: 'call',
    transport: 'ios',
    id: `c-${method}`,
    method,
    params: {},
    result,
    at: 0,
    durationMs: 1,
  }) as const;

describe('BridgeLog.waitFor', () => {
  it('answers a call already logged at once, typed by the contract', async () => {
    const log = new BridgeLog();
    log.append(call('getToken', { token: 'tok-1' }));
    const entry = await log.waitFor('getToken');
    expectTypeOf(entry.result).toEqualTypeOf<{ token: string | null } | undefined>();
    expect(entry.result).toEqual({ token: 'tok-1' });
  });

  it('waits for a call or an event still to come, and skips those the predicate refuses', async () => {
    const log = new BridgeLog();
    const signedIn = log.waitFor('tokenChanged', (e) => e.data.token !== null);
    const titled = log.waitFor('setTitle', (e) => e.params.title === '个税计算器');
    log.append({ kind: 'event', event: 'tokenChanged', data: { token: null }, at: 1 });
    log.append({ ...call('setTitle', { ok: true }), params: { title: '首页' } });
    log.append({ kind: 'event', event: 'tokenChanged', data: { token: 'tok-2' }, at: 2 });
    log.append({ ...call('setTitle', { ok: true }), params: { title: '个税计算器' } });
    expect((await signedIn).data).toEqual({ token: 'tok-2' });
    expect((await titled).seq).toBe(4);
  });

  it('says in Chinese what it waited for when nothing comes', async () => {
    const log = new BridgeLog();
    log.append(call('getUserInfo', { user: null }));
    await expect(log.waitFor('login', undefined, { timeoutMs: 20 })).rejects.toThrow(
      '等待桥接日志中的 login 超时（20 ms）',
    );
    // A refused entry does not stop the wait from ending.
    log.append(call('login', { token: 'x' }));
    expect(log.entries()).toHaveLength(2);
  });
});
