import { describe, expect, it } from 'vitest';
import { fakeContext, settle } from './adapter-test-kit';
import { createDsbridgeAdapter } from './dsbridge';

const handlers = {
  getUser: { answer: { id: 1 } },
  download: { answer: 'done', progress: ['10%', '60%'] },
  share: { error: '未安装微信' },
};
const arg = (data: unknown, stub?: string) =>
  JSON.stringify(stub ? { data, _dscbstub: stub } : { data });

describe('DSBridge adapter', () => {
  it('iOS: answers prompt("_dsbridge=method") synchronously with { code, data }', async () => {
    const { ctx } = fakeContext('dsbridge', { handlers });
    const ds = createDsbridgeAdapter(ctx, 'ios');
    expect(ds.pageScript).toContain('window._dswk = true');
    expect(await ds.prompt('_dsbridge=getUser', arg({ id: 1 }))).toBe('{"code":0,"data":{"id":1}}');
    expect(await ds.prompt('_dsbridge=share', arg(null))).toBe('{"code":-1,"data":"未安装微信"}');
    expect(await ds.prompt('_dsbridge=nope', arg(null))).toBe('{"code":-1}');
    expect(await ds.prompt('请输入姓名', '')).toBeNull();
  });

  it('Android: the _dsbridge interface rides on a prompt of its own', async () => {
    const { ctx } = fakeContext('dsbridge', { handlers, device: 'xiaomi-14' });
    const ds = createDsbridgeAdapter(ctx, 'android');
    expect(ds.pageScript).toContain("'_dsbridge'");
    expect(await ds.prompt('_dsbridge=getUser', arg(null))).toBeNull();
    expect(await ds.prompt('__taxSimDsbridge=getUser', arg(null))).toBe(
      '{"code":0,"data":{"id":1}}',
    );
  });

  it('asynchronous calls return at once and answer through the stub, kept during progress', async () => {
    const { ctx, evaluated, log } = fakeContext('dsbridge', { handlers });
    const ds = createDsbridgeAdapter(ctx, 'ios');
    expect(await ds.prompt('_dsbridge=download', arg({}, 'dscb3'))).toBe('{"code":0}');
    await settle();
    expect(evaluated).toHaveLength(3);
    expect(evaluated[0]).toContain('"data":"10%"');
    expect(evaluated[0]).not.toContain('delete');
    expect(evaluated[2]).toContain('"data":"done"');
    expect(evaluated[2]).toContain('delete window["dscb3"]');
    expect(log.calls('download')[0]).toMatchObject({ id: 'dscb3', progress: ['10%', '60%'] });
  });

  it('an unknown asynchronous method is logged unanswered and never calls back', async () => {
    const { ctx, evaluated, log } = fakeContext('dsbridge');
    const ds = createDsbridgeAdapter(ctx, 'ios');
    await ds.prompt('_dsbridge=nope', arg({}, 'dscb0'));
    await settle();
    expect(evaluated).toEqual([]);
    expect(log.calls('nope')[0]).toMatchObject({
      unanswered: true,
      error: { code: 'UNKNOWN_METHOD' },
    });
  });

  it('holds native -> web calls until _dsb.dsinit, and resolves them with _dsb.returnValue', async () => {
    const { ctx, evaluated } = fakeContext('dsbridge', { handlers });
    const ds = createDsbridgeAdapter(ctx, 'ios');
    const answer = ds.callWeb('addValue', [3, 4]);
    expect(evaluated).toEqual([]);
    await ds.prompt('_dsbridge=_dsb.dsinit', arg(null));
    expect(evaluated).toEqual([
      'window._handleMessageFromNative({"method":"addValue","callbackId":1,"data":"[3,4]"})',
    ]);
    await ds.prompt('_dsbridge=_dsb.returnValue', arg({ id: 1, data: 'partial', complete: false }));
    await ds.prompt('_dsbridge=_dsb.returnValue', arg({ id: 1, data: 7, complete: true }));
    expect(await answer).toBe(7);
  });

  it('answers hasNativeMethod from the table and closes the page on closePage', async () => {
    const fake = fakeContext('dsbridge', { handlers });
    const ds = createDsbridgeAdapter(fake.ctx, 'ios');
    expect(await ds.prompt('_dsbridge=_dsb.hasNativeMethod', arg({ name: 'getUser' }))).toBe(
      '{"code":0,"data":true}',
    );
    expect(await ds.prompt('_dsbridge=_dsb.hasNativeMethod', arg({ name: 'x' }))).toBe(
      '{"code":0,"data":false}',
    );
    await ds.prompt('_dsbridge=_dsb.closePage', arg(null));
    expect(fake.closed()).toBe(1);
  });
});
