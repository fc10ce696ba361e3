import { useMemo } from 'react';
import { LoginRequired } from '@/components/login-required';
import { PageFrame } from '@/components/page-frame';
import { InviteView } from '@/domain/quiz/invite/invite-view';
import { examInviteSource } from '../api/exam-invite-source';
import { useExamId } from '@/domain/quiz/exam-id';

/** 邀请好友 (/exam/invite?examId=): my poster and link, shared or copied, and the friends who signed up. */
export function ExamInvitePage() {
  const examId = useExamId();
  const source = useMemo(() => examInviteSource(examId, window.location.origin), [examId]);
  return (
    <PageFrame title="邀请好友">
      <LoginRequired reason="登录后邀请好友参赛">
        <InviteView source={source} />
      </LoginRequired>
    </PageFrame>
  );
}
