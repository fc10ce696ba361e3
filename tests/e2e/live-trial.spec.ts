import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { coursesSeenBy } from './support/live-courses';
import { signInPage } from './support/signed-in-page';

const video = (page: Page) => page.locator('video');
const currentTime = (page: Page) => video(page).evaluate((v: HTMLVideoElement) => v.currentTime);

test('when the free trial ends, the paywall leaves the video and its own controls reachable', async ({
  page,
  mockApi,
}) => {
  test.setTimeout(60_000);
  const user = await mockApi.newUser();
  // A paid replay by id (the fourth newest paid single; the room specs move the two newest).
  const course = (await coursesSeenBy(user, { type: 1 }))
    .filter((c) => c.priceCents > 0)
    .sort((a, b) => b.id - a.id)[3];
  if (!course || course.status !== 2) throw new Error('no paid replay seeded');
  await signInPage(page, user);
  await page.goto(`/app/live/detail/${course.id}`);
  await expect(page.getByText(/^可试看前 \d+ 秒$/)).toBeVisible();
  await page.getByRole('button', { name: /^播放 / }).click();

  const paywall = page.getByRole('region', { name: '购买课程' });
  await expect(paywall.getByText('试看结束，购买后观看完整课程')).toBeVisible({ timeout: 30_000 });
  await expect(paywall.getByRole('button', { name: /^购买课程 ¥/ })).toBeVisible();
  // The paywall sits below the picture, not over it: the control bar is the video's own.
  const picture = await video(page).boundingBox();
  const wall = await paywall.boundingBox();
  if (!picture || !wall) throw new Error('video or paywall not laid out');
  expect(wall.y).toBeGreaterThanOrEqual(picture.y + picture.height - 1);
  const reached = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x!, y!)?.tagName ?? null,
    [picture.x + picture.width / 2, picture.y + picture.height - 10],
  );
  expect(reached).toBe('VIDEO');
  expect(await video(page).evaluate((v: HTMLVideoElement) => v.controls)).toBe(true);

  // Seeking back plays the trial again; the offer stays in view.
  await video(page).evaluate((v: HTMLVideoElement) => {
    v.currentTime = 2;
    void v.play();
  });
  await expect.poll(() => currentTime(page)).toBeGreaterThan(2.5);
  await expect(paywall).toBeVisible();
});
