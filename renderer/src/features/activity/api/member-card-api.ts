import {
  memberCardActivateEndpoint,
  memberCardEndpoint,
  type MemberCard,
  type MemberCardActivateBody,
} from '@/contracts/api/member';
import { callEndpoint } from '@/lib/api/call-endpoint';

/** POST /member/card/activate: a refusal rejects with the server's msg (toasted by http). */
export const activateMemberCard = (body: MemberCardActivateBody): Promise<MemberCard> =>
  callEndpoint(memberCardActivateEndpoint, { body });

/** GET /member/card/:id: a card the user activated (404 for anyone else's). */
export const fetchMemberCard = (id: string): Promise<MemberCard> =>
  callEndpoint(memberCardEndpoint, { params: { id } });
