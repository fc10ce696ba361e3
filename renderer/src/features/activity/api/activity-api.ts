import {
  activityDetailEndpoint,
  activitySignupEndpoint,
  type ActivityDetail,
  type ActivitySignupBody,
} from '@/contracts/api/activity';
import { callEndpoint } from '@/lib/api/call-endpoint';

/** GET /activity/detail/:id: the activity, its states by the server's clock, and the user's sign-up. */
export const fetchActivity = (id: string): Promise<ActivityDetail> =>
  callEndpoint(activityDetailEndpoint, { params: { id } });

/** POST /activity/signup/:id: answers the activity with the user's sign-up; a refusal rejects with the server's msg (toasted by http). */
export const signUpForActivity = (id: string, body: ActivitySignupBody): Promise<ActivityDetail> =>
  callEndpoint(activitySignupEndpoint, { params: { id }, body });
