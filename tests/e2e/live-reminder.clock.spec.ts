import type { Page } from '@playwright/test';
import { liveSubscribeEndpoint } from '../../renderer/src/contracts/api/live-room';
import type { CourseSummary } from '../../renderer/src/contracts/api/live-shapes';
import type { AppSession, MockApi } from '../../simulator/testing';
import { expect, test } from './support/fixtures';
import { coursesSeenBy } from './support/live-courses';
import { seriousViolations } from './support/member-session';
import { signInPage } from './support/signed-in-page';

// The reminder of a booked (预约) live session (docs/product.md「课程与直播」): when its start
// arrives on the server's clock, moved here with the scenario control, a banner anywhere in the app
// leads to the room. Each test signs in a new account: its bookings and reminders start from nothing.

/** An old single course of this test's own, scheduled by QA to start `seconds` from now. */
async function scheduled(
  mockApi: MockApi,
  user: AppSession,
  pick: number,
  seconds: number,
): Promise<CourseSummary> {
  const list = await coursesSeenBy(user, { type: 1, status: 2 });
  const course = [...list].sort((a, b) => a.id - b.id)[pick];
  if (!course) throw new Error('no replay seeded');
  await mockApi.liveSession({
    body: { id: course.id, action: 'schedule', startsInSeconds: seconds },
  });
  return course;
}

const synced = (page: Page) =>
  page.waitForResponse((r) => r.url().endsWith('/live/booking/upcoming') && r.ok());
const banner = (page: Page) => page.getByRole('complementary', { name: '直播提醒' });
const advance = async (mockApi: MockApi, ms: number) => mockApi.advanceClock({ body: { ms } });

test('a session booked in its room reminds when it starts, and 进入直播 leads there, once', async ({
  page,
  mockApi,
}, testInfo) => {
  const user = await mockApi.newUser();
  await signInPage(page, user);
  const course = await scheduled(
    mockApi,
    user,
    testInfo.project.name.startsWith('ios') ? 0 : 2,
    300,
  );
  await page.goto(`/app/live/detail/${course.id}`);
  await expect(page.getByRole('timer')).toBeVisible();
  await page.getByRole('button', { name: '预约', exact: true }).click();
  await expect(page.getByRole('button', { name: '已预约' })).toBeVisible();

  // Elsewhere in the app when the start arrives (the phone comes back to the page: it asks again).
  const loaded = synced(page);
  await page.goto('/app/live/list');
  await loaded;
  await expect(banner(page)).toHaveCount(0);
  await advance(mockApi, 301_000);
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(banner(page)).toContainText(course.title);
  await banner(page).getByRole('button', { name: '进入直播' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/live/detail/${course.id}$`));
  await expect(page.getByRole('status').filter({ hasText: /\d+ 人在线/ })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);

  // Shown once: opening the app again does not repeat it.
  const again = synced(page);
  await page.goto('/app/live/list');
  await again;
  await expect(page.getByRole('tab', { name: '直播中' })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
});

test('opening the app just after a booked session started reminds of it, and 关闭 dismisses it for good', async ({
  page,
  mockApi,
}, testInfo) => {
  const user = await mockApi.newUser();
  await signInPage(page, user);
  const course = await scheduled(
    mockApi,
    user,
    testInfo.project.name.startsWith('ios') ? 1 : 3,
    60,
  );
  await user.call(liveSubscribeEndpoint, { params: { id: course.id }, body: { subscribe: true } });
  await advance(mockApi, 61_000);

  await page.goto('/app/mine');
  await expect(banner(page)).toContainText(course.title);
  expect(await seriousViolations(page)).toEqual([]);
  await banner(page).getByRole('button', { name: '关闭直播提醒' }).click();
  await expect(banner(page)).toHaveCount(0);
  const again = synced(page);
  await page.reload();
  await again;
  await expect(banner(page)).toHaveCount(0);
});
