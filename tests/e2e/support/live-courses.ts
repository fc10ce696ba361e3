import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import type { EndpointBody } from '../../../renderer/src/contracts/api/endpoint';
import { livePlaybackListEndpoint } from '../../../renderer/src/contracts/api/live';
import type { CourseSummary } from '../../../renderer/src/contracts/api/live-shapes';
import {
  v3OrderCreateEndpoint,
  v3OrderPayEndpoint,
} from '../../../renderer/src/contracts/api/order';
import type { AppSession } from '../../../simulator/testing';
import { API_URL } from './fixtures';

/** A course as the list answers it. */
export type ListedCourse = {
  id: number;
  type: number;
  status: number;
  priceCents: number;
  title: string;
  memberFree: boolean;
};

/** POST /live/playback/list with `body` (type, status…), up to 50 courses. */
export async function listCourses(
  request: APIRequestContext,
  body: object,
): Promise<ListedCourse[]> {
  const res = await request.post(`${API_URL}/live/playback/list`, { data: { size: 50, ...body } });
  return ((await res.json()) as { data: { list: ListedCourse[] } }).data.list;
}

/** A number of its own per test, project and retry: a fresh account that bought nothing. */
export function freshPhone(testInfo: TestInfo, salt: number): string {
  const project = testInfo.project.name.length % 10;
  return `137${project}${testInfo.retry % 10}${salt}${String(Date.now() % 100_000).padStart(5, '0')}`;
}

/** Signs a fresh account in as the native app would and hands its token to the page. */
export async function logInAs(
  page: Page,
  request: APIRequestContext,
  phone: string,
): Promise<string> {
  const res = await request.post(`${API_URL}/__sim/native-session`, { data: { phone } });
  const { data } = (await res.json()) as { data: { token: string } };
  await page.addInitScript((token) => sessionStorage.setItem('token', token), data.token);
  return data.token;
}

/** Buys a single course for the account through the order endpoints (simulated payment). */
export async function buyCourse(
  request: APIRequestContext,
  token: string,
  courseId: number,
): Promise<void> {
  const created = await request.post(`${API_URL}/v3/order/create`, {
    headers: { token },
    data: { orderType: 2, goodsId: courseId, goodsQuantity: 1 },
  });
  const { data } = (await created.json()) as { data: { orderNo: string } };
  expect(
    (
      await request.post(`${API_URL}/v3/order/pay`, {
        headers: { token },
        data: { orderNo: data.orderNo, channel: 'wechat' },
      })
    ).ok(),
  ).toBe(true);
}

/** QA moves a single course's live session: schedule, start, end, publish (POST /__sim/live/session). */
export async function moveSession(
  request: APIRequestContext,
  id: number,
  action: 'schedule' | 'start' | 'end' | 'publish',
): Promise<void> {
  expect((await request.post(`${API_URL}/__sim/live/session`, { data: { id, action } })).ok()).toBe(
    true,
  );
}

/** POST /live/playback/list as `user` with `body` (type, status…): up to 50 courses. */
export async function coursesSeenBy(
  user: AppSession,
  body: Omit<EndpointBody<typeof livePlaybackListEndpoint>, 'size'>,
): Promise<CourseSummary[]> {
  return (await user.call(livePlaybackListEndpoint, { body: { size: 50, ...body } })).list;
}

/** `user` buys a course (`orderType` 2 a single course, 3 a series) and pays it (simulated WeChat). */
export async function buyAs(
  user: AppSession,
  goodsId: number,
  orderType: 2 | 3 = 2,
): Promise<void> {
  const { orderNo } = await user.call(v3OrderCreateEndpoint, {
    body: { orderType, goodsId, goodsQuantity: 1 },
  });
  await user.call(v3OrderPayEndpoint, { body: { orderNo, channel: 'wechat' } });
}
