import type { EndpointBody } from '../../../renderer/src/contracts/api/endpoint';
import { livePlaybackListEndpoint } from '../../../renderer/src/contracts/api/live';
import type { CourseSummary } from '../../../renderer/src/contracts/api/live-shapes';
import {
  v3OrderCreateEndpoint,
  v3OrderPayEndpoint,
} from '../../../renderer/src/contracts/api/order';
import type { AppSession } from '../../../simulator/testing';

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
