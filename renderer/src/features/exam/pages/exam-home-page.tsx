import { useCallback, useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageFrame } from '@/components/page-frame';
import { PageLoading } from '@/components/page-loading';
import { LoadFailure } from '@/components/states';
import { useRequest } from '@/lib/hooks/use-request';
import { afterNextPaint } from '@/lib/idle/after-next-paint';
import { useSessionStore } from '@/stores/session-store';
import { fetchExamInfo, fetchMyProps, fetchRedpackSummary, trackExam } from '../api/exam-api';
import { ExamHome, type HomeExtras } from '../components/exam-home';
import { inviterFor } from '../lib/attempt-memo';
import { examPath, positiveIdOf, useExamId } from '@/domain/quiz/exam-id';
import '../components/exam.css';

/** Resolves once the frame holding what is on screen now has been presented. */
const presented = (): Promise<void> => new Promise((resolve) => afterNextPaint(resolve));

/** The props owned and the red-packet income shown beside the campaign (none without a login). */
async function loadExtras(examId: number, loggedIn: boolean): Promise<HomeExtras> {
  if (!loggedIn) return { props: [], totalRevenueCents: null };
  const [props, redpack] = await Promise.all([fetchMyProps(examId), fetchRedpackSummary(examId)]);
  return { props, totalRevenueCents: redpack.totalIncomeCents };
}

/**
 * 知识竞赛 (/exam?examId=&inviteUserId=): the campaign home with sign-up and the way into answering.
 * The campaign shows as soon as its info is in (a link's first read, sent with the page's code);
 * the extras are asked for once it is on screen and fill their reserved places. A failure of either
 * is the page's failure, retried together.
 */
export function ExamHomePage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const examId = useExamId();
  const inviteUserId = inviterFor(examId, positiveIdOf(params.get('inviteUserId')));
  const token = useSessionStore((s) => s.token);
  const info = useRequest(
    () => fetchExamInfo(examId, inviteUserId),
    `exam-info:${examId}:${inviteUserId ?? ''}:${token ?? ''}`,
  );
  const shown = info.data !== undefined;
  const extras = useRequest(
    () =>
      shown
        ? presented().then(() => loadExtras(examId, Boolean(token)))
        : new Promise<HomeExtras>(() => undefined),
    `exam-extras:${examId}:${token ?? ''}:${shown}`,
  );
  const error = info.error ?? extras.error;
  const { reload: reloadInfo } = info;
  const { reload: reloadExtras } = extras;
  const reload = useCallback(() => {
    reloadInfo();
    reloadExtras();
  }, [reloadInfo, reloadExtras]);

  useEffect(() => {
    const data = info.data;
    if (!data) return;
    // Tracking is no part of what the user came to see: it leaves once the campaign is on screen.
    afterNextPaint(() => trackExam(data.examId, 'home_view', 'exam'));
    const s = useSessionStore.getState();
    // Exam info with a continueExamId switches the session's exam to it.
    s.setExamInfo(data);
    s.setRegisterStatus(data.applied);
    const next = data.continueExamId;
    if (next && next !== data.examId) {
      navigate(examPath('/exam', next, inviteUserId ? { inviteUserId } : {}), { replace: true });
    }
  }, [info.data, inviteUserId, navigate]);

  useEffect(() => {
    const data = extras.data;
    if (!data) return;
    const s = useSessionStore.getState();
    s.setToolInfo(Object.fromEntries(data.props.map((p) => [String(p.propType), p.count])));
    if (data.totalRevenueCents !== null) s.setTotalRevenue(data.totalRevenueCents);
  }, [extras.data]);

  return (
    <PageFrame title="知识竞赛">
      {error ? (
        <LoadFailure error={error} onRetry={reload} />
      ) : info.data ? (
        <ExamHome
          info={info.data}
          extras={extras.data ?? null}
          loggedIn={Boolean(token)}
          inviteUserId={inviteUserId}
          onChanged={reload}
        />
      ) : (
        <PageLoading />
      )}
    </PageFrame>
  );
}
