import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as HttpModule from '@/lib/http';
import { qaAnswerUpdateEndpoint } from '@/contracts/api/qa';
import { examApplyEndpoint, examInitEndpoint } from '@/contracts/api/exam';

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), del: vi.fn() }));
vi.mock('@/lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof HttpModule>()),
  http,
}));

const { callEndpoint } = await import('./call-endpoint');

beforeEach(() => {
  for (const fn of Object.values(http)) fn.mockReset();
});

describe('callEndpoint', () => {
  it('fills and encodes path parameters, sends the body, and answers data parsed by the response schema', async () => {
    http.put.mockResolvedValue({ success: true, code: 200, msg: '修改成功', data: { id: 1 } });
    await expect(
      callEndpoint(qaAnswerUpdateEndpoint, {
        params: { id: 'a/b' },
        body: { content: '新回答内容十个字以上', note: '' },
      }),
    ).rejects.toThrow('数据格式错误');
    expect(http.put).toHaveBeenCalledWith(
      '/qa/answer/a%2Fb',
      { content: '新回答内容十个字以上', note: '' },
      { params: undefined },
    );
  });

  it("marks a POST the contract declares as only reading, so its failures are a read's", async () => {
    http.post.mockRejectedValue(new Error('x'));
    await callEndpoint(examInitEndpoint, { body: { examId: 5 } }).catch(() => undefined);
    await callEndpoint(examApplyEndpoint, { body: { examId: 5 } }).catch(() => undefined);
    expect(http.post.mock.calls.map((call) => (call[2] as { read?: boolean }).read)).toEqual([
      true,
      undefined,
    ]);
  });
});
