import {
  rescueApplicationEndpoint,
  rescueApplyEndpoint,
  rescueInfoEndpoint,
  type RescueApplication,
  type RescueApplyBody,
  type RescueInfo,
} from '@/contracts/api/rescue';
import { callEndpoint } from '@/lib/api/call-endpoint';

/** GET /rescue/info: the areas, the relief policies and the user's open request (when signed in). */
export const fetchRescueInfo = (): Promise<RescueInfo> => callEndpoint(rescueInfoEndpoint);

/** POST /rescue/apply: a refusal rejects with the server's msg (toasted by http). */
export const submitRescue = (body: RescueApplyBody): Promise<RescueApplication> =>
  callEndpoint(rescueApplyEndpoint, { body });

/** GET /rescue/apply/:id: one of the user's requests (404 for anyone else's). */
export const fetchRescueApplication = (id: string): Promise<RescueApplication> =>
  callEndpoint(rescueApplicationEndpoint, { params: { id } });
