import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as HttpModule from '@/lib/http';
import { qaAnswerUpdateEndpoint } from '@/contracts/api/qa';

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), del: vi.fn() }));
vi.mock('@/lib/http', async (importOriginal) => ({ ...(await importOriginal<typeof HttpModule>()), http }));

const { callEndpoint } = await import('./call-endpoint');

beforeEach(() => {
  for (const fn of Object.values(http)) fn.mockReset();
});

describe('callEndpoint', () => {
  it('fills and encodes path parameters, sends the body, and answers data parsed by the response schema', async () => {
    http.put.mockResolvedValue({ success: true, code: 200, msg: '修改成功', data: { id: 1 } });
    await expect(callEndpoint(qaAnswerUpdateEndpoint, { params: { id: 'a/b' }, body: { content: '新回答内容十个字以上', note: '' } })).rejects.toThrow('数据格式错误');
    expect(http.put).toHaveBeenCalledWith('/qa/answer/a%2Fb', { content: '新回答内容十个字以上', note: '' }, { params: undefined });
  });
});
