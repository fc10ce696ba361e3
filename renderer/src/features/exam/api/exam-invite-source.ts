import type { InviteSource } from '@/domain/quiz/invite/invite-view';
import { fetchExamInvitation, fetchExamInvitees, trackExam } from './exam-api';
import { examPath } from '@/domain/quiz/exam-id';

/**
 * One exam's invitation: the poster (type 1, which carries the link too), the friends who signed up,
 * and the link to the exam's home naming the inviter (the friend's sign-up records it). Sharing is a
 * tracked `share` event, which the server counts towards the share task.
 */
export function examInviteSource(examId: number, origin: string): InviteSource {
  return {
    key: `exam-invite:${examId}`,
    fetchInvitation: () => fetchExamInvitation(examId, 1),
    fetchFriends: (page) => fetchExamInvitees(examId, page),
    linkOf: (inviteUserId) => `${origin}/app${examPath('/exam', examId, { inviteUserId })}`,
    subtitle: '答题赢红包，排名前50还有奖励',
    emptyDescription: '好友通过你的链接报名即算邀请成功',
    onShare: () => trackExam(examId, 'share', 'exam/invite'),
  };
}
