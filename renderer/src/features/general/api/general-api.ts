import { inviteAcceptResultSchema, inviteInfoSchema, type InviteAcceptResult, type InviteInfo } from '@/contracts/api/invite';
import { http, parseData } from '@/lib/http';

/** GET /invite/info?code= — the inviter of `code`; with a token also the caller's own card. */
export async function fetchInviteInfo(code?: string): Promise<InviteInfo> {
  return parseData(inviteInfoSchema, await http.get('/invite/info', { params: code ? { code } : {} }));
}

/** POST /invite/accept — records that the signed-in (new) user came through `code`. */
export async function acceptInvite(code: string): Promise<InviteAcceptResult> {
  return parseData(inviteAcceptResultSchema, await http.post('/invite/accept', { code }));
}
