import { describe, expect, it } from 'vitest';
import { paymentSheetCancels, paymentSheetFails } from '../sheets';
import { fakeContext } from './adapter-test-kit';

const call = (method: string, params: unknown = {}) => ({
  protocol: 'dsbridge' as const,
  method,
  params,
  callbackId: 'dscb0',
});

describe('ForeignBridge', () => {
  const handlers = {
    getUser: { answer: { id: 1 }, delayMs: 5 },
    download: { answer: 'done', progress: ['50%'] },
    share: { error: '未安装微信' },
    pay: { sheet: 'wechat' as const, pay: 'paid', cancel: 'cancelled', fail: 'failed' },
    track: { unanswered: true as const },
  };

  it('answers from the table and logs each call with its protocol', async () => {
    const { bridge, log } = fakeContext('dsbridge', { handlers });
    expect(await bridge.answer(call('getUser'))).toEqual({
      kind: 'answer',
      value: { id: 1 },
      progress: [],
    });
    expect(await bridge.answer(call('download'))).toEqual({
      kind: 'answer',
      value: 'done',
      progress: ['50%'],
    });
    expect(await bridge.answer(call('share'))).toEqual({ kind: 'error', message: '未安装微信' });
    expect(await bridge.answer(call('track'))).toEqual({ kind: 'unanswered' });
    expect(await bridge.answer(call('nope'))).toEqual({ kind: 'unknown' });
    expect(
      log.calls().map((c) => [c.method, c.protocol, c.result, c.error?.code, c.unanswered]),
    ).toEqual([
      ['getUser', 'dsbridge', { id: 1 }, undefined, undefined],
      ['download', 'dsbridge', 'done', undefined, undefined],
      ['share', 'dsbridge', undefined, 'FAILED', undefined],
      ['track', 'dsbridge', undefined, undefined, true],
      ['nope', 'dsbridge', undefined, 'UNKNOWN_METHOD', undefined],
    ]);
    expect(log.calls('download')[0]?.progress).toEqual(['50%']);
  });

  it('marks unknown methods unanswered when the protocol stays silent', async () => {
    const { bridge, log } = fakeContext('wvjb');
    await bridge.answer(call('nope'), { silentWhen: (o) => o.kind === 'unknown' });
    expect(log.calls('nope')[0]).toMatchObject({
      unanswered: true,
      error: { code: 'UNKNOWN_METHOD' },
    });
  });

  it('answers a sheet entry with what the payment sheet did, the order taken from the params', async () => {
    const requests: unknown[] = [];
    const { bridge } = fakeContext('dsbridge', {
      handlers,
      paymentSheet: async (request) => {
        requests.push([request.kind, request.orderNo]);
        return { action: 'pay' };
      },
    });
    expect(await bridge.answer(call('pay', { orderNo: 'A1' }))).toMatchObject({ value: 'paid' });
    bridge.setPaymentSheet(paymentSheetCancels());
    expect(await bridge.answer(call('pay'))).toMatchObject({ value: 'cancelled' });
    bridge.setPaymentSheet(paymentSheetFails());
    expect(await bridge.answer(call('pay'))).toMatchObject({ value: 'failed' });
    expect(requests).toEqual([['wechat', 'A1']]);
  });

  it('uses the built-in answer, then the alias, when the method is not in the table', async () => {
    const { bridge } = fakeContext('wechat-sdk', {
      handlers: { getLocation: { answer: { lat: 1 } } },
    });
    const builtIn = () => ({ kind: 'answer' as const, value: 'built-in', progress: [] });
    expect(
      await bridge.answer(call('geoLocation'), { alias: 'getLocation', builtIn }),
    ).toMatchObject({
      value: { lat: 1 },
    });
    expect(await bridge.answer(call('chooseImage'), { builtIn })).toMatchObject({
      value: 'built-in',
    });
    bridge.setHandlers({});
    expect(bridge.has('getLocation')).toBe(false);
  });

  it('logs native -> web messages as events of the protocol', () => {
    const { bridge, log } = fakeContext('jsbridge');
    bridge.logToWeb('onNetworkChange', { data: 'wifi' });
    expect(log.events('onNetworkChange')[0]).toMatchObject({
      protocol: 'jsbridge',
      data: { data: 'wifi' },
    });
  });
});
