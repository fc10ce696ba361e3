import { describe, expect, it, vi } from 'vitest';
import type { SimRequest } from '../host-contract';
import { SimApi } from './sim-api';

const envelope = (data: unknown, success = true, msg = '操作成功') => ({
  success,
  code: success ? 200 : 400,
  msg,
  data,
});

describe('scenario controls through the host', () => {
  it('sends each control to its /__sim/ route and unwraps the envelope', async () => {
    const simRequest = vi.fn(async (_r: SimRequest) => ({
      status: 200,
      body: envelope({ expired: 2 }),
    }));
    const api = new SimApi({ simRequest });
    await expect(api.expireTokens('13800138000')).resolves.toBe(2);
    await api.failNext('/sms/send', 3, 503, '短信通道繁忙');
    await api.setLatency('/v1/*', 1500);
    await api.setSmsFailure(true);
    await api.sms('13800138000');
    await api.reset();
    expect(simRequest.mock.calls.map(([r]) => r)).toEqual([
      { method: 'POST', path: '/__sim/expire-token', body: { phone: '13800138000' } },
      {
        method: 'POST',
        path: '/__sim/fail',
        body: { pattern: '/sms/send', times: 3, status: 503, msg: '短信通道繁忙' },
      },
      { method: 'POST', path: '/__sim/latency', body: { pattern: '/v1/*', ms: 1500 } },
      { method: 'POST', path: '/__sim/sms-failure', body: { enabled: true } },
      { method: 'GET', path: '/__sim/sms?phone=13800138000' },
      { method: 'POST', path: '/__sim/reset' },
    ]);
  });

  it('rejects with the API message when it refuses', async () => {
    const api = new SimApi({
      simRequest: async () => ({
        status: 400,
        body: envelope(null, false, '延迟须在0 - 30000毫秒之间'),
      }),
    });
    await expect(api.setLatency('/x', 99_999)).rejects.toThrow('延迟须在0 - 30000毫秒之间');
  });
});
