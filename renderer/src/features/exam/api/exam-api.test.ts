import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as HttpModule from '@/lib/http';

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('@/lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof HttpModule>()),
  http,
}));

const { drawLottery, trackExam } = await import('./exam-api');

describe('exam calls', () => {
  beforeEach(() => http.post.mockReset());

  it('sends a tracking event silently and never fails the page when it is lost', async () => {
    http.post.mockRejectedValueOnce(new Error('网络异常'));
    expect(() => trackExam(5, 'share', 'exam/invite')).not.toThrow();
    await vi.waitFor(() => expect(http.post).toHaveBeenCalledTimes(1));
    const [url, body, config] = http.post.mock.calls[0] as [string, unknown, { silent?: boolean }];
    expect(url).toBe('/exam/buring/point');
    expect(body).toEqual({ examId: 5, event: 'share', page: 'exam/invite' });
    expect(config.silent).toBe(true);
  });

  it('draws with the client key that makes a retried draw the same draw', async () => {
    const prize = { id: 3, name: '谢谢参与', kind: 'none', value: 0, image: '/p.svg' };
    http.post.mockResolvedValue({
      success: true,
      code: 200,
      msg: '',
      data: { drawId: 9, prize, chancesLeft: 1, message: '谢谢参与，下次好运' },
    });
    await expect(drawLottery(5, 'wd-0123456789abcdef')).resolves.toMatchObject({
      drawId: 9,
      chancesLeft: 1,
    });
    expect(http.post).toHaveBeenCalledWith(
      '/exam/lottery/5',
      { times: 1, clientKey: 'wd-0123456789abcdef' },
      expect.anything(),
    );
  });
});
