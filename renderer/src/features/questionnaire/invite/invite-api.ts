import { examInviteEndpoint, inviteRecordEndpoint } from '@/contracts/api/exam';
import { QUESTIONNAIRE_EXAM_ID } from '@/contracts/api/questionnaire';
import { callEndpoint } from '@/lib/api/call-endpoint';

/** The player's invitation (code, count, reward per friend) for the questionnaire campaign. */
export const fetchInvitation = () => callEndpoint(examInviteEndpoint, { params: { examId: QUESTIONNAIRE_EXAM_ID, type: 2 } });
/** Friends who joined through the player's link, with the red packet each earned. */
export const fetchInvitedFriends = (page: number, size = 10) => callEndpoint(inviteRecordEndpoint, { body: { examId: QUESTIONNAIRE_EXAM_ID, page, size } });

/** The link a friend opens: the campaign's home, naming the inviter. */
export const invitationLink = (origin: string, inviteUserId: number): string => `${origin}/app/questionnaire/mng?inviteUserId=${inviteUserId}`;
