import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { seriousViolations } from './support/member-session';
import { API_URL, expect, test } from './support/fixtures';

// The reminder of a booked (预约) live session (docs/product.md「课程与直播」): when its start
// arrives on the server's clock, moved here with the scenario control, a banner anywhere in the app
// leads to the room.
type Course = { id: number; title: string };
type Envelope<T> = { data: T };

/** A fresh account of its own per run, project and retry: its bookings and reminders start from nothing. */
function phoneFor(testInfo: TestInfo, salt: number): string {
  return `134${testInfo.project.name.length % 10}${testInfo.retry % 10}${salt}${String(Date.now() % 100_000).padStart(5, '0')}`;
}

async function logIn(page: Page, request: APIRequestContext, phone: string): Promise<string> {
  const res = await request.post(`${API_URL}/__sim/native-session`, { data: { phone } });
  const token = ((await res.json()) as Envelope<{ token: string }>).data.token;
  await page.addInitScript((t) => sessionStorage.setItem('token', t), token);
  return token;
}

/** An old single course of this test's own, scheduled by QA to start `seconds` from now. */
async function scheduled(
  request: APIRequestContext,
  pick: number,
  seconds: number,
): Promise<Course> {
  const list = (
    (await (
      await request.post(`${API_URL}/live/playback/list`, {
        data: { type: 1, status: 2, size: 50 },
      })
    ).json()) as Envelope<{ list: Course[] }>
  ).data.list;
  const course = [...list].sort((a, b) => a.id - b.id)[pick];
  if (!course) throw new Error('no replay seeded');
  expect(
    (
      await request.post(`${API_URL}/__sim/live/session`, {
        data: { id: course.id, action: 'schedule', startsInSeconds: seconds },
      })
    ).ok(),
  ).toBe(true);
  return course;
}

const synced = (page: Page) =>
  page.waitForResponse((r) => r.url().endsWith('/live/booking/upcoming') && r.ok());
const banner = (page: Page) => page.getByRole('complementary', { name: '直播提醒' });
const advance = async (request: APIRequestContext, ms: number) =>
  expect((await request.post(`${API_URL}/__sim/advance`, { data: { ms } })).ok()).toBe(true);

test('a session booked in its room reminds when it starts, and 进入直播 leads there, once', async ({
  page,
  request,
}, testInfo) => {
  await logIn(page, request, phoneFor(testInfo, 1));
  const course = await scheduled(request, testInfo.project.name.startsWith('ios') ? 0 : 2, 300);
  await page.goto(`/app/live/detail/${course.id}`);
  await expect(page.getByRole('timer')).toBeVisible();
  await page.getByRole('button', { name: '预约', exact: true }).click();
  await expect(page.getByRole('button', { name: '已预约' })).toBeVisible();

  // Elsewhere in the app when the start arrives (the phone comes back to the page: it asks again).
  const loaded = synced(page);
  await page.goto('/app/live/list');
  await loaded;
  await expect(banner(page)).toHaveCount(0);
  await advance(request, 301_000);
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
  request,
}, testInfo) => {
  const token = await logIn(page, request, phoneFor(testInfo, 2));
  const course = await scheduled(request, testInfo.project.name.startsWith('ios') ? 1 : 3, 60);
  expect(
    (
      await request.post(`${API_URL}/live/subscribe/${course.id}`, {
        headers: { token },
        data: { subscribe: true },
      })
    ).ok(),
  ).toBe(true);
  await advance(request, 61_000);

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
