import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageFrame } from '@/components/page-frame';
import { PageLoading } from '@/components/page-loading';
import { LoadFailure } from '@/components/states';
import { useRequest } from '@/lib/hooks/use-request';
import { useSessionStore } from '@/stores/session-store';
import { fetchExamInfo, fetchMyProps, fetchRedpackSummary, trackExam } from '../api/exam-api';
import { ExamHome, type HomeExtras } from '../home/exam-home';
import { inviterFor } from '../lib/attempt-memo';
import { examPath, positiveIdOf, useExamId } from '@/components/quiz/exam-id';
import '../exam.css';

/**
 * Exam info and, when logged in, the props and red-packet income shown beside it: the three
 * requests leave together (the info names the same exam; one with a continueExamId is left at once).
 */
async function loadHome(examId: number, inviteUserId: number | null, loggedIn: boolean) {
  const [info, extras] = await Promise.all([
    fetchExamInfo(examId, inviteUserId),
    loggedIn
      ? Promise.all([fetchMyProps(examId), fetchRedpackSummary(examId)]).then(([props, redpack]): HomeExtras => ({ props, totalRevenueCents: redpack.totalIncomeCents }))
      : ({ props: [], totalRevenueCents: null } satisfies HomeExtras),
  ]);
  return { info, extras };
}

/** 知识竞赛 (/exam?examId=&inviteUserId=): the campaign home with sign-up and the way into answering. */
export function ExamHomePage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const examId = useExamId();
  const inviteUserId = inviterFor(examId, positiveIdOf(params.get('inviteUserId')));
  const token = useSessionStore((s) => s.token);
  const home = useRequest(() => loadHome(examId, inviteUserId, Boolean(token)), `exam-home:${examId}:${inviteUserId ?? ''}:${token ?? ''}`);

  useEffect(() => {
    const data = home.data;
    if (!data) return;
    trackExam(data.info.examId, 'home_view', 'exam');
    const s = useSessionStore.getState();
    // Spec §4: exam info with a continueExamId switches the session's exam to it.
    s.setExamInfo(data.info);
    s.setRegisterStatus(data.info.applied);
    s.setToolInfo(Object.fromEntries(data.extras.props.map((p) => [String(p.propType), p.count])));
    if (data.extras.totalRevenueCents !== null) s.setTotalRevenue(data.extras.totalRevenueCents);
    const next = data.info.continueExamId;
    if (next && next !== data.info.examId) {
      navigate(examPath('/exam', next, inviteUserId ? { inviteUserId } : {}), { replace: true });
    }
  }, [home.data, inviteUserId, navigate]);

  return (
    <PageFrame title="知识竞赛">
      {home.data ? (
        <ExamHome info={home.data.info} extras={home.data.extras} loggedIn={Boolean(token)} inviteUserId={inviteUserId} onChanged={home.reload} />
      ) : home.error ? (
        <LoadFailure error={home.error} onRetry={home.reload} />
      ) : (
        <PageLoading />
      )}
    </PageFrame>
  );
}
