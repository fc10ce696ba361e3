/**
 * The failure policy (docs/product.md「错误与提示」) in detail: what each failure rejects with,
 * what it toasts and the one line it logs (`[http] METHOD url 失败：status-or-kind msg`), the only
 * trace 401/403/404/500 leave.
 */
import { AxiosError, CanceledError } from 'axios';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { setup } from './testing/scripted-http';

const envelope = (fields: Record<string, unknown>) => ({ success: false, data: null, ...fields });

describe('a logged status without a message (401, 403, 404, 500)', () => {
  it.each([
    [401, '登录已过期，请重新登录'],
    [403, '暂无访问权限'],
    [404, '请求的资源不存在'],
    [500, '服务器开小差了，请稍后重试'],
  ])('%i rejects with its Chinese fallback and logs it, untoasted', async (status, message) => {
    const { http, deps } = setup([{ status, data: '' }]);
    await expect(http.get('/v1/user/info')).rejects.toMatchObject({
      status,
      msg: message,
      kind: 'http',
    });
    expect(deps.log.mock.calls).toEqual([[`[http] GET /v1/user/info 失败：${status} ${message}`]]);
    expect(deps.toast).not.toHaveBeenCalled();
  });
});

describe('the logged line', () => {
  it('names the method in capitals and the path as called', async () => {
    const { http, deps } = setup([
      { status: 400, data: { msg: '参数错误' } },
      { status: 409, data: { msg: '您已购买该课程，无需重复购买' } },
      { status: 404, data: '' },
    ]);
    await http.post('/v3/order/create', {}).catch(() => undefined);
    await http.put('/v1/user/info', {}).catch(() => undefined);
    await http.del('/v1/favorite/1').catch(() => undefined);
    expect(deps.log.mock.calls).toEqual([
      ['[http] POST /v3/order/create 失败：400 参数错误'],
      ['[http] PUT /v1/user/info 失败：409 您已购买该课程，无需重复购买'],
      ['[http] DELETE /v1/favorite/1 失败：404 请求的资源不存在'],
    ]);
  });

  it('names the kind when no status came back', async () => {
    const { http, deps } = setup(['network', 'timeout']);
    await http.get('/a').catch(() => undefined);
    await http.get('/b').catch(() => undefined);
    expect(deps.log.mock.calls).toEqual([
      ['[http] GET /a 失败：network 网络异常，请检查网络后重试'],
      ['[http] GET /b 失败：timeout 请求超时，请稍后重试'],
    ]);
  });

  it('is written even when the caller silences the toast', async () => {
    const { http, deps } = setup([
      { status: 200, data: envelope({ code: 4001, msg: '验证码错误' }) },
      'network',
    ]);
    await http.post('/api/auth/login', {}, { silent: true }).catch(() => undefined);
    await http.get('/a', { silent: true }).catch(() => undefined);
    expect(deps.toast).not.toHaveBeenCalled();
    expect(deps.log.mock.calls).toEqual([
      ['[http] POST /api/auth/login 失败：200 验证码错误'],
      ['[http] GET /a 失败：network 网络异常，请检查网络后重试'],
    ]);
  });
});

describe('a success: false answer', () => {
  it('keeps the HTTP status and envelope code, and says 操作失败 when it has no message', async () => {
    const { http, deps } = setup([{ status: 200, data: envelope({ code: 4002, msg: '' }) }]);
    const error = await http.post('/exam/apply', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 200, code: 4002, kind: 'business', msg: '操作失败' });
    expect(deps.toast).toHaveBeenCalledWith('操作失败');
  });

  it('is told apart from bodies that are not envelopes: those resolve as they came', async () => {
    const { http, deps } = setup([
      { status: 200, data: null },
      { status: 200, data: '' },
      { status: 200, data: 'ok' },
      { status: 200, data: { success: 0, msg: 'x' } },
    ]);
    await expect(http.get('/a')).resolves.toBeNull();
    await expect(http.get('/b')).resolves.toBe('');
    await expect(http.get('/c')).resolves.toBe('ok');
    await expect(http.get('/d')).resolves.toEqual({ success: 0, msg: 'x' });
    expect(deps.toast).not.toHaveBeenCalled();
    expect(deps.log).not.toHaveBeenCalled();
  });
});

describe('the message and code read from an error body', () => {
  it.each([
    ['an empty msg', { msg: '', message: '参数错误' }, '参数错误'],
    ['a msg that is no string', { msg: 42, message: '参数错误' }, '参数错误'],
    ['an empty message', { message: '' }, '请求失败（400）'],
    ['a message that is no string', { message: ['参数错误'] }, '请求失败（400）'],
    ['no object at all', '参数错误', '请求失败（400）'],
  ])('falls back past %s', async (_case, data, message) => {
    const { http, deps } = setup([{ status: 400, data }]);
    await expect(http.post('/complaints', {})).rejects.toMatchObject({ status: 400, msg: message });
    expect(deps.toast).toHaveBeenCalledWith(message);
  });

  it('takes the envelope code only when it is a number', async () => {
    const { http } = setup([
      { status: 400, data: { code: 4005, msg: 'a' } },
      { status: 400, data: { code: '4005', msg: 'b' } },
      { status: 400, data: null },
    ]);
    await expect(http.post('/x')).rejects.toMatchObject({ code: 4005 });
    const [textCode, noBody] = [
      await http.post('/x').catch((e: unknown) => e),
      await http.post('/x').catch((e: unknown) => e),
    ];
    expect((textCode as ApiError).code).toBeUndefined();
    expect((noBody as ApiError).code).toBeUndefined();
  });
});

describe('failures without an answer', () => {
  it('calls an ETIMEDOUT a timeout too', async () => {
    const { http, deps } = setup([
      { throws: (config) => new AxiosError('timeout', 'ETIMEDOUT', config) },
    ]);
    await expect(http.get('/a')).rejects.toMatchObject({
      kind: 'timeout',
      msg: '请求超时，请稍后重试',
    });
    expect(deps.toast).toHaveBeenCalledWith('请求超时，请稍后重试');
  });

  it('treats whatever else the transport throws as a network failure, and uncounts the request', async () => {
    const { http, deps, pending } = setup([
      { throws: (config) => Object.assign(new Error('socket hang up'), { config }) },
    ]);
    await expect(http.post('/sms/send', {})).rejects.toMatchObject({
      kind: 'network',
      msg: '网络异常，请检查网络后重试',
    });
    expect(deps.toast).toHaveBeenCalledWith('网络异常，请检查网络后重试');
    expect(deps.log.mock.calls).toEqual([
      ['[http] POST /sms/send 失败：network 网络异常，请检查网络后重试'],
    ]);
    expect(pending()).toBe(0);
  });

  it('still reports a thrown value that carries no request, logged as a GET of no path', async () => {
    const { http, deps } = setup([{ throws: () => new Error('boom') }, { throws: () => null }]);
    for (const path of ['/a', '/b']) {
      await expect(http.get(path)).rejects.toMatchObject({
        kind: 'network',
        msg: '网络异常，请检查网络后重试',
      });
    }
    expect(deps.toast).toHaveBeenCalledTimes(2);
    expect(deps.log).toHaveBeenLastCalledWith(
      '[http] GET  失败：network 网络异常，请检查网络后重试',
    );
  });

  it('an aborted request (axios CanceledError, an AxiosError) is silent: no 网络异常 toast, no log', async () => {
    const { http, deps, pending } = setup([
      { throws: (config) => new CanceledError(undefined, config) },
    ]);
    await expect(http.get('/a')).rejects.toMatchObject({ kind: 'cancelled', msg: '请求已取消' });
    expect(deps.toast).not.toHaveBeenCalled();
    expect(deps.log).not.toHaveBeenCalled();
    expect(pending()).toBe(0);
  });

  it('rejects a cancellation the transport reports as such with 请求已取消, silently', async () => {
    const { http, deps, pending } = setup([{ throws: (config) => ({ __CANCEL__: true, config }) }]);
    await expect(http.get('/a')).rejects.toMatchObject({ kind: 'cancelled', msg: '请求已取消' });
    expect(deps.toast).not.toHaveBeenCalled();
    expect(deps.log).not.toHaveBeenCalled();
    expect(pending()).toBe(0);
  });
});
