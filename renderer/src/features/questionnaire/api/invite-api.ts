import { examInviteEndpoint, inviteRecordEndpoint } from '@/contracts/api/exam';
import { QUESTIONNAIRE_EXAM_ID } from '@/contracts/api/questionnaire';
import type { InviteSource } from '@/domain/quiz/invite/invite-view';
import { callEndpoint } from '@/lib/api/call-endpoint';

/** The link a friend opens: the campaign's home, naming the inviter. */
const invitationLink = (origin: string, inviteUserId: number): string =>
  `${origin}/app/questionnaire/mng?inviteUserId=${inviteUserId}`;

/** The questionnaire's invitation: its calls on exam 6, its link and its words. */
export const questionnaireInvite: InviteSource = {
  key: 'questionnaire-invite',
  fetchInvitation: () =>
    callEndpoint(examInviteEndpoint, { params: { examId: QUESTIONNAIRE_EXAM_ID, type: 2 } }),
  fetchFriends: (page) =>
    callEndpoint(inviteRecordEndpoint, { body: { examId: QUESTIONNAIRE_EXAM_ID, page, size: 10 } }),
  linkOf: (inviteUserId) => invitationLink(window.location.origin, inviteUserId),
  subtitle: '个税汇算知识闯关赛，闯关赢红包',
  emptyDescription: '好友首次闯关即算邀请成功',
};
