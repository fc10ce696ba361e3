import { memberCardSchema, type MemberCard, type MemberCardActivateBody } from '@/contracts/api/member';
import { http, parseData } from '@/lib/http';

/** POST /member/card/activate: a refusal rejects with the server's msg (toasted by http). */
export async function activateMemberCard(body: MemberCardActivateBody): Promise<MemberCard> {
  return parseData(memberCardSchema, await http.post('/member/card/activate', body));
}

/** GET /member/card/:id: a card the user activated (404 for anyone else's). */
export async function fetchMemberCard(id: string): Promise<MemberCard> {
  return parseData(memberCardSchema, await http.get(`/member/card/${encodeURIComponent(id)}`));
}
