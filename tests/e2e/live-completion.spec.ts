import type { Page } from '@playwright/test';
import { liveSeriesDetailV3Endpoint } from '../../renderer/src/contracts/api/live';
import { expect, test } from './support/fixtures';
import { buyAs, coursesSeenBy } from './support/live-courses';
import { signInPage } from './support/signed-in-page';

// A replay's chapter becomes 已学完 only when the server saw enough of it watched
// (docs/product.md「课程与直播」): a jump to the end does not do it, watching it through (here at
// 2×) does, and 已学 N/M follows. A new account: its progress must start from nothing.
type Envelope<T> = { data: T };

const video = (page: Page) => page.locator('video');
const currentTime = (page: Page) => video(page).evaluate((v: HTMLVideoElement) => v.currentTime);
const isReport = (r: { url(): string; request(): { method(): string } }) =>
  r.url().endsWith('/chapter/record/add') && r.request().method() === 'POST';

test('a chapter is 已学完 only after enough watching, and 已学 N/M follows the server', async ({
  page,
  mockApi,
}) => {
  test.setTimeout(90_000);
  const user = await mockApi.newUser();
  await signInPage(page, user);
  const list = await coursesSeenBy(user, { type: 2 });
  const series = list.filter((c) => c.priceCents > 0).at(-1);
  if (!series) throw new Error('no paid series seeded');
  await buyAs(user, series.id, 3);
  const detail = await user.call(liveSeriesDetailV3Endpoint, { params: { id: series.id } });
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
