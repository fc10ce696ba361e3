import { describe, expect, it, vi } from 'vitest';
import type { SimRequest } from '../host-contract';
import { DAY_MS, MallSimApi } from './mall-sim-api';

const envelope = (data: unknown, success = true, msg = '操作成功') => ({
  success,
  code: success ? 200 : 400,
  msg,
  data,
});

describe('the mall QA calls through the host', () => {
  it('sends each call to its /__sim/ route and unwraps the answer', async () => {
    const simRequest = vi.fn(async (_r: SimRequest) => ({
      status: 200,
      body: envelope({ points: 5010 }),
    }));
    const api = new MallSimApi({ simRequest });
    await expect(api.grantPoints('13800138000', 5000)).resolves.toBe(5010);
    await api.ship(12, '顺丰速运', 'SF1234567890', ['已揽收', '运输中']);
    await api.advanceDays(15);
    expect(simRequest.mock.calls.map(([r]) => r)).toEqual([
      {
        method: 'POST',
        path: '/__sim/mall/grant-points',
        body: { phone: '13800138000', points: 5000 },
      },
      {
        method: 'POST',
        path: '/__sim/mall/ship',
        body: {
          orderId: 12,
          company: '顺丰速运',
          trackingNo: 'SF1234567890',
          events: [{ text: '已揽收' }, { text: '运输中' }],
        },
      },
      { method: 'POST', path: '/__sim/advance', body: { ms: 15 * DAY_MS } },
    ]);
  });

  it('rejects with the API message when it refuses', async () => {
    const api = new MallSimApi({
      simRequest: async () => ({
        status: 409,
        body: envelope(null, false, '订单已发货，不能发货'),
      }),
    });
    await expect(api.ship(3, '顺丰速运', 'SF1234567890')).rejects.toThrow('订单已发货，不能发货');
  });
});
