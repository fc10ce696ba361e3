import { beforeEach, expect, it, vi } from 'vitest';
import type * as HttpModule from '@/lib/http';
import { newsDetailEndpoint } from '@/contracts/api/news';

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), del: vi.fn() }));
vi.mock('@/lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof HttpModule>()),
  http,
}));

const { fetchNewsDetail } = await import('./news-api');

beforeEach(() => http.get.mockReset());

it("a fetcher asks for its declaration's path with the method the mock serves it under", async () => {
  http.get.mockResolvedValue({ success: true, code: 200, msg: '', data: null });
  await fetchNewsDetail('7').catch(() => undefined);
  expect(http.get).toHaveBeenCalledWith(
    newsDetailEndpoint.path.replace(':id', '7'),
    expect.anything(),
  );
});
