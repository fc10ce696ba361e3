import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiServer, type ApiServer } from '../api/server';
import { applyScenario, parseScenario } from './scenario';

let api: ApiServer;
let apiUrl: string;
beforeAll(async () => {
  api = await createApiServer();
  apiUrl = await api.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => api.close());

describe('scenario files', () => {
  it('apply latency, failures and SMS failure through /__sim/', async () => {
    const scenario = parseScenario(
      JSON.stringify({
        latency: [{ pattern: '/v1/user/info', ms: 1500 }],
        fail: [{ pattern: '/exam/*', times: 2, status: 503, msg: '考试服务维护中' }],
        smsFailure: { enabled: true, msg: '短信通道维护中' },
      }),
    );
    await applyScenario(apiUrl, scenario);
    const state = ((await (await fetch(`${apiUrl}/__sim/state`)).json()) as { data: unknown }).data;
    expect(state).toMatchObject({
      latency: [{ pattern: '/v1/user/info', ms: 1500 }],
      fail: [{ pattern: '/exam/*', remaining: 2, status: 503, msg: '考试服务维护中' }],
      smsFailure: { enabled: true, msg: '短信通道维护中' },
    });
    const sms = await fetch(`${apiUrl}/sms/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"phone":"13911113333","type":2}',
    });
    expect(((await sms.json()) as { msg: string }).msg).toBe('短信通道维护中');
  });

  it('arms the next payment (fail, cancel or slow)', async () => {
    await applyScenario(apiUrl, parseScenario('{"nextPayment":{"outcome":"slow","ms":1200}}'));
    const state = ((await (await fetch(`${apiUrl}/__sim/state`)).json()) as { data: unknown }).data;
    expect(state).toMatchObject({ nextPayment: { outcome: 'slow', ms: 1200 } });
    expect(() => parseScenario('{"nextPayment":{"outcome":"later"}}')).toThrow(
      /^场景文件格式不正确：nextPayment\.outcome/,
    );
  });

  it('resets to the seed unless told not to', async () => {
    await applyScenario(apiUrl, parseScenario('{}'));
    const state = (
      (await (await fetch(`${apiUrl}/__sim/state`)).json()) as { data: { latency: unknown[] } }
    ).data;
    expect(state.latency).toEqual([]);
  });

  it('names what is wrong in a bad file', async () => {
    expect(() => parseScenario('{ latency: 1 }')).toThrow('场景文件不是合法的 JSON');
    expect(() => parseScenario('{"latency":[{"pattern":"/x","ms":-1}]}')).toThrow(
      /^场景文件格式不正确：latency\.0\.ms/,
    );
    expect(() => parseScenario('{"latancy":[]}')).toThrow(/场景文件格式不正确/);
    await expect(
      applyScenario(
        apiUrl,
        parseScenario('{"reset":false,"latency":[{"pattern":"/x","ms":999999}]}'),
      ),
    ).rejects.toThrow(/^场景设置失败（\/__sim\/latency）：延迟须在0 - 30000毫秒之间$/);
  });
});
