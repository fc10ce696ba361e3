import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { API_URL, expect, test } from './support/fixtures';

// A replay's chapter becomes 已学完 only when the server saw enough of it watched
// (docs/product.md「课程与直播」): a jump to the end does not do it, watching it through (here at
// 2×) does, and 已学 N/M follows.
type Course = { id: number; priceCents: number; title: string; chapterCount: number };
type Envelope<T> = { data: T };

/** A fresh account of its own per run, project and retry (its progress must start from nothing). */
function phoneFor(testInfo: TestInfo, salt: number): string {
  return `135${testInfo.project.name.length % 10}${testInfo.retry % 10}${salt}${String(Date.now() % 100_000).padStart(5, '0')}`;
}

async function logIn(page: Page, request: APIRequestContext, phone: string): Promise<string> {
  const res = await request.post(`${API_URL}/__sim/native-session`, { data: { phone } });
  const token = ((await res.json()) as Envelope<{ token: string }>).data.token;
  await page.addInitScript((t) => sessionStorage.setItem('token', t), token);
  return token;
}

const video = (page: Page) => page.locator('video');
const currentTime = (page: Page) => video(page).evaluate((v: HTMLVideoElement) => v.currentTime);
const isReport = (r: { url(): string; request(): { method(): string } }) =>
  r.url().endsWith('/chapter/record/add') && r.request().method() === 'POST';

test('a chapter is 已学完 only after enough watching, and 已学 N/M follows the server', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const token = await logIn(page, request, phoneFor(testInfo, 7));
  const list = (
    (await (
      await request.post(`${API_URL}/live/playback/list`, { data: { type: 2, size: 50 } })
    ).json()) as Envelope<{ list: Course[] }>
  ).data.list;
  const series = list.filter((c) => c.priceCents > 0).at(-1);
  if (!series) throw new Error('no paid series seeded');
  const order = await request.post(`${API_URL}/v3/order/create`, {
    headers: { token },
    data: { orderType: 3, goodsId: series.id, goodsQuantity: 1 },
  });
  const orderNo = ((await order.json()) as Envelope<{ orderNo: string }>).data.orderNo;
  expect(
    (
      await request.post(`${API_URL}/v3/order/pay`, {
        headers: { token },
        data: { orderNo, channel: 'wechat' },
      })
    ).ok(),
  ).toBe(true);
  const detail = (
    (await (await request.get(`${API_URL}/live/series/detailV3/${series.id}`)).json()) as Envelope<{
      chapters: { title: string }[];
    }>
  ).data;
  const [first, second] = detail.chapters;
  if (!first || !second) throw new Error('a series has chapters');

  await page.goto(`/app/live/series/detail/${series.id}`);
  const progress = page.getByText(new RegExp(`^已学 \\d+/${series.chapterCount} 节$`));
  await expect(progress).toHaveText(`已学 0/${series.chapterCount} 节`);
  const outline = page.getByRole('list', { name: '课程目录' });
  const row = (title: string) => outline.getByRole('button', { name: new RegExp(title) });

  // Two seconds watched, then a jump to the end: the app hints isComplete, the server says no.
  await page.getByRole('button', { name: `播放 ${first.title}` }).click();
  await expect.poll(() => currentTime(page)).toBeGreaterThan(2);
  const paused = page.waitForResponse(isReport);
  await video(page).evaluate((v: HTMLVideoElement) => v.pause());
  await paused;
  const ended = page.waitForResponse(isReport);
  await video(page).evaluate((v: HTMLVideoElement) => {
    v.currentTime = v.duration - 1.5;
    void v.play();
  });
  const jump = await ended;
  expect(jump.request().postDataJSON()).toMatchObject({ watchTime: 24, isComplete: true });
  expect(((await jump.json()) as Envelope<{ isComplete: boolean }>).data.isComplete).toBe(false);
  await expect(progress).toHaveText(`已学 0/${series.chapterCount} 节`);
  await page.getByRole('button', { name: '播放下一节' }).click();
  await expect(row(first.title)).toContainText('学习到 00:24');
  await expect(row(first.title)).not.toContainText('已学完');

  // Watched through at 2×: the server counts it, the outline and 已学 N/M show it.
  await row(first.title).click();
  await page.getByRole('button', { name: `播放 ${first.title}` }).click();
  await page.getByRole('group', { name: '倍速' }).getByRole('button', { name: '2x' }).click();
  await expect(progress).toHaveText(`已学 1/${series.chapterCount} 节`, { timeout: 30_000 });
  await row(second.title).click();
  await expect(row(first.title)).toContainText('已学完');
});
