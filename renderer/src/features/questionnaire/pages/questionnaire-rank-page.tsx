import { PageFrame } from '@/components/page-frame';
import { ChallengeBoard } from '../components/challenge-board';

/** 排行榜 (/questionnaire/rank): today's and the overall board, ties broken by time used. */
export function QuestionnaireRankPage() {
  return (
    <PageFrame title="排行榜">
      <ChallengeBoard />
    </PageFrame>
  );
}
