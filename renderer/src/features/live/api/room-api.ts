import {
  liveMyCoursesEndpoint,
  liveRoomStateEndpoint,
  liveSubscribeEndpoint,
  type MyCourses,
  type RoomState,
} from '@/contracts/api/live-room';
import { callEndpoint } from '@/lib/api/call-endpoint';

// The live room's calls: a module of their own, loaded only by rooms that are upcoming or live and
// by 我的课程, so a replay's page carries none of it.

/** This open page's id among the room's viewers: counted once however often it beats. */
const CLIENT_ID = `v-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/** POST /live/room/state/:id: a heartbeat, answered with the room's state; silent (the next beat tries again). */
export function fetchRoomState(courseId: number): Promise<RoomState> {
  return callEndpoint(
    liveRoomStateEndpoint,
    { params: { id: courseId }, body: { clientId: CLIENT_ID } },
    { silent: true },
  );
}

/** POST /live/subscribe/:id: book or cancel; the server answers the same for a repeated request. */
export function setSubscription(
  courseId: number,
  subscribe: boolean,
): Promise<{ subscribed: boolean; subscribers: number }> {
  return callEndpoint(liveSubscribeEndpoint, { params: { id: courseId }, body: { subscribe } });
}

/** GET /live/mine/courses (login required). */
export function fetchMyCourses(): Promise<MyCourses> {
  return callEndpoint(liveMyCoursesEndpoint);
}
