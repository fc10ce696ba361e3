import './questionnaire.css';
import { useNavigate } from 'react-router';
import type { QuestionnaireInfo } from '@/contracts/api/questionnaire';
import { Button } from '@/components/button';
import { Tag } from '@/components/tag';
import {
  CampaignEntries,
  CampaignHero,
  QuizStats,
} from '@/components/quiz/campaign/campaign-parts';
import { formatMoney } from '@/lib/format';
import { challengePath } from '../api/challenge-api';
import { useStartChallenge } from '../hooks/use-start-challenge';
import { mainAction } from '../lib/campaign-status';

const ENTRIES: [string, string][] = [
  ['排行榜', '/questionnaire/rank'],
  ['我的道具', '/questionnaire/tools'],
  ['挑战记录', '/questionnaire/logs'],
  ['查看收益', '/questionnaire/reflect?examId=6'],
  ['邀请好友', '/questionnaire/invite'],
  ['排名奖励', '/questionnaire/price'],
  ['活动规则', '/questionnaire/rules'],
  ['领奖须知', '/questionnaire/know'],
  ['收款银行卡', '/questionnaire/bank'],
];

/** The campaign's home: dates and state, my standing, the main button, the entries. */
export function CampaignHome({ info, loggedIn }: { info: QuestionnaireInfo; loggedIn: boolean }) {
  const navigate = useNavigate();
  const { start, starting } = useStartChallenge();
  const action = mainAction(info, loggedIn);
  const onMain = () =>
    info.openChallengeId !== null ? navigate(challengePath(info.openChallengeId)) : void start();
  return (
    <>
      <CampaignHero
        campaign={info}
        periodLabel="活动时间"
        facts={`${info.participants} 人参与 · 每局 ${info.questionCount} 关`}
      />
      <section className="qn-stats" aria-label="我的战绩">
        <QuizStats
          items={[
            ['今日剩余挑战', loggedIn ? `${info.chancesLeft} 次` : '--'],
            ['最佳成绩', info.bestScore === null ? '暂无' : `${info.bestScore / 10} 关`],
            ['我的排名', info.myRank === null ? '未上榜' : `第 ${info.myRank} 名`],
            ['累计收益', `${formatMoney(info.totalIncomeCents)} 元`],
          ]}
        />
      </section>
      <div className="qn-main">
        <Button
          color="primary"
          block
          size="large"
          shape="rounded"
          disabled={!action.enabled}
          loading={starting}
          onClick={onMain}
        >
          {action.text}
        </Button>
        {action.note ? <p className="qn-main__note">{action.note}</p> : null}
        {loggedIn && info.propCount > 0 ? (
          <p className="qn-main__note">
            <Tag color="primary">道具 {info.propCount} 张</Tag>
          </p>
        ) : null}
      </div>
      <CampaignEntries label="闯关赛入口" entries={ENTRIES} />
    </>
  );
}
