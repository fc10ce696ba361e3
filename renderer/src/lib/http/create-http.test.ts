import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { device, ok, setup } from './testing/scripted-http';
import { ApiError, isApiError } from './api-error';
import { parseData } from './parse-data';

describe('http client', () => {
  it('uses the base URL and the 30 s timeout, and resolves to the body', async () => {
    const { http, seen } = setup([ok({ id: 1 })]);
    const body = await http.get('/v1/user/info');
    expect(body).toEqual({ success: true, code: 200, msg: '成功', data: { id: 1 } });
    expect(seen[0]?.baseURL).toBe('/api-mock');
    expect(seen[0]?.timeout).toBe(30000);
  });

  it('sends token, platform and appversion, and devicetoken/devicenum only when present', async () => {
    const bare = setup([ok(null)]);
    await bare.http.post('/sms/send', { phone: '13800138000', type: 2 });
    const headers = bare.seen[0]?.headers;
    expect(headers?.get('platform')).toBe('android');
    expect(headers?.get('appversion')).toBe('4.0.0');
    expect(headers?.has('token')).toBe(false);
    expect(headers?.has('devicetoken')).toBe(false);
    expect(headers?.has('devicenum')).toBe(false);

    const full = setup([ok(null)], {
      getToken: () => 'tok-1',
      getDeviceInfo: () => ({
        ...device,
        platform: 'ios',
        appversion: '4.2.1',
        deviceToken: 'dt',
        deviceNum: 'dn',
      }),
    });
    await full.http.get('/v1/user/info');
    const sent = full.seen[0]?.headers;
    expect(sent?.get('token')).toBe('tok-1');
    expect(sent?.get('platform')).toBe('ios');
    expect(sent?.get('appversion')).toBe('4.2.1');
    expect(sent?.get('devicetoken')).toBe('dt');
    expect(sent?.get('devicenum')).toBe('dn');
  });

  it('has PUT and DELETE helpers', async () => {
    const { http, seen } = setup([ok(1), ok(2)]);
    await expect(http.put('/x/1', { a: 1 })).resolves.toMatchObject({ data: 1 });
    await expect(http.del('/x/1')).resolves.toMatchObject({ data: 2 });
    expect(seen.map((c) => c.method)).toEqual(['put', 'delete']);
    expect(seen[0]?.data).toBe('{"a":1}');
  });

  it('toasts the msg of a success:false answer and rejects with it', async () => {
    const { http, deps } = setup([
      { status: 200, data: { success: false, code: 4001, msg: '验证码错误', data: null } },
    ]);
    const error = await http.post('/api/auth/login', {}).catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({ msg: '验证码错误', code: 4001, kind: 'business' });
    expect(deps.toast).toHaveBeenCalledWith('验证码错误');
  });

  it('toasts the body msg of an HTTP error, falling back to its message field', async () => {
    const { http, deps } = setup([
      { status: 429, data: { success: false, code: 429, msg: '请60秒后再试', data: null } },
      { status: 400, data: { message: '参数错误' } },
    ]);
    await expect(http.post('/sms/send')).rejects.toMatchObject({
      status: 429,
      msg: '请60秒后再试',
    });
    await expect(http.post('/sms/send')).rejects.toMatchObject({ status: 400, msg: '参数错误' });
    expect(deps.toast.mock.calls).toEqual([['请60秒后再试'], ['参数错误']]);
  });

  it.each([401, 403, 404, 500])(
    'only logs a %i, even when its body carries a message',
    async (status) => {
      const { http, deps } = setup([
        { status, data: '' },
        { status, data: { success: false, code: status, msg: '文章不存在', data: null } },
      ]);
      for (const path of ['/a', '/b']) {
        const error = await http.get(path).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(ApiError);
        expect((error as ApiError).status).toBe(status);
      }
      expect(deps.toast).not.toHaveBeenCalled();
      expect(deps.log).toHaveBeenCalledTimes(2);
      expect(deps.log).toHaveBeenLastCalledWith(expect.stringContaining(`${status} 文章不存在`));
    },
  );

  it('keeps the server message of a logged status on the error, for the page to show', async () => {
    const { http } = setup([
      { status: 403, data: { success: false, code: 403, msg: '只能编辑自己的回答', data: null } },
    ]);
    await expect(http.get('/qa/answer/1')).rejects.toMatchObject({
      status: 403,
      msg: '只能编辑自己的回答',
    });
  });

  it('drops the token on a 401 without a toast', async () => {
    const { http, deps } = setup([
      { status: 401, data: { success: false, code: 401, msg: '请先登录', data: null } },
    ]);
    await expect(http.get('/v1/user/info')).rejects.toMatchObject({ status: 401 });
    expect(deps.toast).not.toHaveBeenCalled();
    expect(deps.onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('tells an expired login (a token sent and refused) from a visitor who never logged in', async () => {
    const anonymous = setup([{ status: 401, data: { msg: '请先登录' } }]);
    await expect(anonymous.http.get('/integral/address/list')).rejects.toMatchObject({
      status: 401,
      loginExpired: false,
    });
    const signedIn = setup([{ status: 401, data: { msg: '登录已过期，请重新登录' } }], {
      getToken: () => 'tok-1',
    });
    await expect(signedIn.http.get('/integral/address/list')).rejects.toMatchObject({
      status: 401,
      loginExpired: true,
    });
  });

  it('keeps saying the login expired after the refusal dropped the token, until a token is sent again', async () => {
    let token: string | null = 'tok-1';
    const { http } = setup(
      [401, 401, 200, 401].map((status) => ({
        status,
        data: { success: status === 200, code: status, msg: '', data: null },
      })),
      { getToken: () => token, onUnauthorized: () => void (token = null) },
    );
    await expect(http.get('/integral/exchange/counts')).rejects.toMatchObject({
      loginExpired: true,
    });
    // The page loads again without the token the refusal dropped.
    await expect(http.get('/integral/exchange/record')).rejects.toMatchObject({
      loginExpired: true,
    });
    token = 'tok-2';
    await http.get('/v1/user/info');
    token = null; // signed out by the user: a later refusal is a visitor's
    await expect(http.get('/integral/exchange/record')).rejects.toMatchObject({
      loginExpired: false,
    });
  });

  it.each([400, 404, 422])(
    'only logs a read answered %i: the page shows its resource-missing state instead',
    async (status) => {
      const { http, deps } = setup([
        {
          status,
          data: { success: false, code: status, msg: '参数 id 类型错误，应为数字', data: null },
        },
        { status, data: { success: false, code: status, msg: '期号格式不正确', data: null } },
      ]);
      await expect(http.get('/news/detail/abc')).rejects.toMatchObject({
        status,
        msg: '参数 id 类型错误，应为数字',
      });
      await expect(http.post('/exam/init', { examId: 'x' }, { read: true })).rejects.toMatchObject({
        status,
      });
      expect(deps.toast).not.toHaveBeenCalled();
      expect(deps.log).toHaveBeenCalledTimes(2);
    },
  );

  it("still toasts a write refused with 400 or 422, and a read's other failures", async () => {
    const { http, deps } = setup([
      { status: 400, data: { msg: '请输入正确手机号' } },
      { status: 422, data: { msg: '内容过长' } },
      { status: 409, data: { msg: '已收藏' } },
      { status: 200, data: { success: false, code: 4001, msg: '活动已结束' } },
    ]);
    await http.post('/sms/send', {}).catch(() => undefined);
    await http.put('/v1/user/info', {}).catch(() => undefined);
    await http.get('/x').catch(() => undefined);
    await http.get('/y').catch(() => undefined);
    expect(deps.toast.mock.calls).toEqual([
      ['请输入正确手机号'],
      ['内容过长'],
      ['已收藏'],
      ['活动已结束'],
    ]);
  });

  it.each([400, 409, 429, 502, 503])('toasts the body message of a %i', async (status) => {
    const { http, deps } = setup([
      { status, data: { success: false, code: status, msg: '请60秒后再试', data: null } },
    ]);
    await expect(http.post('/sms/send')).rejects.toMatchObject({ status });
    expect(deps.toast).toHaveBeenCalledWith('请60秒后再试');
  });

  it('toasts a status fallback for other errors without a message', async () => {
    const { http, deps } = setup([{ status: 502, data: '<html>' }]);
    await expect(http.get('/x')).rejects.toMatchObject({ status: 502, msg: '请求失败（502）' });
    expect(deps.toast).toHaveBeenCalledWith('请求失败（502）');
  });

  it('names network failures and timeouts in Chinese', async () => {
    const { http, deps } = setup(['network', 'timeout']);
    await expect(http.get('/a')).rejects.toMatchObject({
      kind: 'network',
      msg: '网络异常，请检查网络后重试',
    });
    await expect(http.get('/b')).rejects.toMatchObject({
      kind: 'timeout',
      msg: '请求超时，请稍后重试',
    });
    expect(deps.toast.mock.calls).toEqual([
      ['网络异常，请检查网络后重试'],
      ['请求超时，请稍后重试'],
    ]);
  });

  it('does not toast when the caller asks for silence', async () => {
    const { http, deps } = setup([{ status: 400, data: { msg: '手机号已注册' } }]);
    await expect(http.post('/x', {}, { silent: true })).rejects.toMatchObject({
      msg: '手机号已注册',
    });
    expect(deps.toast).not.toHaveBeenCalled();
  });

  it('ends at the 30 s timeout even when its transport never answers: the timeout toast, and the loading count back to zero', async () => {
    vi.useFakeTimers();
    try {
      const { http, deps, pending } = setup(['never']);
      let outcome: unknown;
      void http.get('/article/detail/12').catch((e: unknown) => (outcome = e));
      await vi.advanceTimersByTimeAsync(30_000);
      expect(outcome).toMatchObject({ kind: 'timeout', msg: '请求超时，请稍后重试' });
      expect(deps.toast).toHaveBeenCalledWith('请求超时，请稍后重试');
      expect(pending()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('counts pending requests and reaches zero when all finish, errors included', async () => {
    const { http, deps, pending } = setup([ok(1), { status: 500, data: '' }, 'network', ok(2)]);
    const all = [http.get('/1'), http.get('/2'), http.get('/3'), http.get('/4')].map((p) =>
      p.catch(() => undefined),
    );
    await Promise.all(all);
    expect(deps.requestStarted).toHaveBeenCalledTimes(4);
    expect(deps.requestFinished).toHaveBeenCalledTimes(4);
    expect(pending()).toBe(0);
  });
});

describe('parseData', () => {
  const schema = z.object({ token: z.string() });
  it('returns the envelope data when it matches the schema', () => {
    expect(parseData(schema, { data: { token: 't' } })).toEqual({ token: 't' });
  });
  it('throws a parse ApiError 数据格式错误 when it does not, logging the broken contract', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(() => parseData(schema, { data: { token: 1 } })).toThrow('数据格式错误');
    const error = (() => {
      try {
        return parseData(schema, { data: null });
      } catch (thrown) {
        return thrown;
      }
    })();
    expect(error).toMatchObject({ kind: 'parse', msg: '数据格式错误' });
    expect(warn).toHaveBeenCalledWith(
      '[http] 响应不符合契约',
      expect.arrayContaining([expect.objectContaining({ path: ['token'] })]),
    );
  });
  it("applies the schema's checks, not only its types (1.5 is no int)", () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const mini = z.object({ list: z.array(z.int()) });
    expect(parseData(mini, { data: { list: [1, 2] } })).toEqual({ list: [1, 2] });
    expect(() => parseData(mini, { data: { list: [1.5] } })).toThrow('数据格式错误');
  });
});
