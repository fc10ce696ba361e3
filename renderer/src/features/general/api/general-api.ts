import {
  inviteAcceptEndpoint,
  inviteInfoEndpoint,
  type InviteAcceptResult,
  type InviteInfo,
} from '@/contracts/api/invite';
import { callEndpoint } from '@/lib/api/call-endpoint';

/** GET /invite/info?code= — the inviter of `code`; with a token also the caller's own card. */
export function fetchInviteInfo(code?: string): Promise<InviteInfo> {
  return callEndpoint(inviteInfoEndpoint, { query: code ? { code } : {} });
}

/** POST /invite/accept — records that the signed-in (new) user came through `code`. */
export function acceptInvite(code: string): Promise<InviteAcceptResult> {
  return callEndpoint(inviteAcceptEndpoint, { body: { code } });
}
