import { describe, expect, it, vi } from 'vitest';
import type { SimRequest } from '../host-contract';
import { fakeSimState } from './fake-answers';
import { DAY_MS, panelMockApi } from './panel-mock-api';

const envelope = (data: unknown, success = true, msg = '操作成功') => ({
  success,
  code: success ? 200 : 400,
  msg,
  data,
});

describe("the panel's scenario controls through the host", () => {
  it('sends each control to its declared /__sim/ route, with its query, path parameters and body', async () => {
    const simRequest = vi.fn(async (request: SimRequest) => ({
      status: 200,
      body: envelope(request.path.startsWith('/__sim/sms') ? [] : fakeSimState()),
    }));
    const api = panelMockApi({ simRequest });
    await api.latency({ body: { pattern: '/v1/*', ms: 1500 } });
    await api.smsCodes({ query: { phone: '13800138000' } });
    await api.advanceClock({ body: { ms: 15 * DAY_MS } });
    await api.reset();
    expect(simRequest.mock.calls.map(([r]) => r)).toEqual([
      { method: 'POST', path: '/__sim/latency', body: { pattern: '/v1/*', ms: 1500 } },
      { method: 'GET', path: '/__sim/sms?phone=13800138000' },
      { method: 'POST', path: '/__sim/advance', body: { ms: 15 * DAY_MS } },
      { method: 'POST', path: '/__sim/reset' },
    ]);
  });

  it('fills a control path parameter and parses its answer with the declaration', async () => {
    const simRequest = vi.fn(async (_r: SimRequest) => ({
      status: 200,
      body: envelope({
        examId: 6,
        title: '问卷闯关赛',
        status: 2,
        endAt: 1,
        claimUntil: 2,
        claimExpired: true,
        changedByQa: true,
      }),
    }));
    const api = panelMockApi({ simRequest });
    const state = await api.examCampaign({ params: { examId: 6 }, body: { action: 'expire' } });
    expect(state.claimExpired).toBe(true);
    expect(simRequest.mock.calls[0]?.[0]).toEqual({
      method: 'POST',
      path: '/__sim/exam/6/campaign',
      body: { action: 'expire' },
    });
  });

  it("rejects with the API's own message when it refuses, and with the host's when the host fails", async () => {
    const refusing = panelMockApi({
      simRequest: async () => ({
        status: 400,
        body: envelope(null, false, '延迟须在0 - 30000毫秒之间'),
      }),
    });
    await expect(refusing.latency({ body: { pattern: '/x', ms: 99_999 } })).rejects.toThrow(
      /^延迟须在0 - 30000毫秒之间$/,
    );
    const gone = panelMockApi({
      simRequest: async () => {
        throw new Error('无法连接模拟器，请确认 npm run sim 仍在运行');
      },
    });
    await expect(gone.state()).rejects.toThrow(/^无法连接模拟器，请确认 npm run sim 仍在运行$/);
  });
});
