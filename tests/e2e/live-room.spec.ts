import type { Page } from '@playwright/test';
import { liveRoomStateEndpoint } from '../../renderer/src/contracts/api/live-room';
import { expect, test } from './support/fixtures';
import { payForCourse } from './support/course-checkout';
import { buyAs, coursesSeenBy } from './support/live-courses';
import { signInPage } from './support/signed-in-page';

/**
 * An open room follows the server: live → replay without a reload; a paid session sells before it
 * starts. Courses are picked by id (the other course specs pick by list position, which moves as
 * sessions are scheduled and published).
 */

const video = (page: Page) => page.locator('video');
const currentTime = (page: Page) => video(page).evaluate((v: HTMLVideoElement) => v.currentTime);

test.describe('直播间', () => {
  test('an open live room switches to the replay once the session ends and its replay is published, without a reload', async ({
    page,
    mockApi,
  }, testInfo) => {
    test.setTimeout(90_000);
    const user = await mockApi.newUser();
    // The newest paid singles (ids 20 and 18 in the seed), one per project: whatever their status now.
    const paid = (await coursesSeenBy(user, { type: 1 }))
      .filter((c) => c.priceCents > 0)
      .sort((a, b) => b.id - a.id);
    const course = paid[testInfo.project.name.startsWith('ios') ? 0 : 1];
    if (!course) throw new Error('no paid single seeded');
    await signInPage(page, user);
    await buyAs(user, course.id);
    await mockApi.liveSession({ body: { id: course.id, action: 'schedule' } });
    await mockApi.liveSession({ body: { id: course.id, action: 'start' } });

    await page.goto(`/app/live/detail/${course.id}`);
    await expect(page.getByText('直播中', { exact: true }).first()).toBeVisible();
    await page.getByRole('button', { name: /^播放 / }).click();
    await expect.poll(() => currentTime(page)).toBeGreaterThan(0.5);
    await expect(page.getByRole('group', { name: '倍速' })).toHaveCount(0);

    // The page asks for the replay's source by itself once its room says the session is a replay.
    const replaySource = page.waitForResponse(
      async (r) =>
        r.url().endsWith(`/live/playback/play/${course.id}`) &&
        ((await r.json()) as { data: { live: boolean } }).data.live === false,
      { timeout: 45_000 },
    );
    await mockApi.liveSession({ body: { id: course.id, action: 'end' } });
    await mockApi.liveSession({ body: { id: course.id, action: 'publish' } });
    const room = await user.call(liveRoomStateEndpoint, {
      params: { id: course.id },
      body: { clientId: 'qa-room-check' },
    });
    expect(room.status).toBe(2);

    await replaySource;
    await expect(page.getByText('回放', { exact: true })).toBeVisible();
    await expect(page.getByText('直播中', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('group', { name: '倍速' })).toBeVisible();
    // The replay plays from its own start, at the learner's rate.
    await page.getByRole('button', { name: /^(播放|继续播放) / }).click();
    await expect.poll(() => currentTime(page)).toBeGreaterThan(1);
  });

  test('a paid session not bought yet sells during its countdown beside 预约; once bought the countdown says so', async ({
    page,
    mockApi,
  }) => {
    const user = await mockApi.newUser();
    const upcoming = (await coursesSeenBy(user, { type: 1, status: 0 })).find(
      (c) => c.priceCents > 0,
    );
    if (!upcoming) throw new Error('no paid upcoming session seeded');
    await signInPage(page, user);
    await page.goto(`/app/live/detail/${upcoming.id}`);
    await expect(page.getByRole('timer')).toHaveText(/距开播/);
    await expect(page.getByRole('button', { name: '预约', exact: true })).toBeEnabled();

    const offer = page.getByRole('region', { name: '购买课程' });
    await offer
      .getByRole('button', { name: `购买课程 ¥${(upcoming.priceCents / 100).toFixed(2)}` })
      .click();
    await payForCourse(page);
    await expect(page).toHaveURL(new RegExp(`/app/v2/live/detail/${upcoming.id}$`));
    // Still counting down, now bought: nothing more to buy.
    await expect(page.getByRole('timer')).toHaveText(/距开播/);
    await expect(
      page.getByRole('status').filter({ hasText: '已购买，开播后即可观看' }),
    ).toBeVisible();
    await expect(page.getByText('已购', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: '购买课程' })).toHaveCount(0);
  });
});
