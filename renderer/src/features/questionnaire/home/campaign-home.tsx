import { Link, useNavigate } from 'react-router';
import type { QuestionnaireInfo } from '@/contracts/api/questionnaire';
import { Button } from '@/components/button';
import { Tag } from '@/components/tag';
import { formatDate, formatMoney } from '@/lib/format';
import { challengePath } from '../challenge/challenge-api';
import { useStartChallenge } from '../challenge/use-start-challenge';
import { CAMPAIGN_STATUS_TEXT, mainAction } from './campaign-status';

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
  const onMain = () => (info.openChallengeId !== null ? navigate(challengePath(info.openChallengeId)) : void start());
  return (
    <>
      <section className="qn-hero" aria-labelledby="qn-title">
        <h1 id="qn-title" className="qn-hero__title">
          {info.title}
        </h1>
        <p className="qn-hero__desc">{info.description}</p>
        <p className="qn-hero__dates">
          活动时间 {formatDate(info.startAt)} 至 {formatDate(info.endAt)}
        </p>
        <p className="qn-hero__status">
          <span className="qn-hero__badge">{CAMPAIGN_STATUS_TEXT[info.status] ?? '未开始'}</span>
          <span>{info.participants} 人参与 · 每局 {info.questionCount} 关</span>
        </p>
      </section>
      <section className="qn-stats" aria-label="我的战绩">
        <dl>
          <div>
            <dt>今日剩余挑战</dt>
            <dd>{loggedIn ? `${info.chancesLeft} 次` : '--'}</dd>
          </div>
          <div>
            <dt>最佳成绩</dt>
            <dd>{info.bestScore === null ? '暂无' : `${info.bestScore / 10} 关`}</dd>
          </div>
          <div>
            <dt>我的排名</dt>
            <dd>{info.myRank === null ? '未上榜' : `第 ${info.myRank} 名`}</dd>
          </div>
          <div>
            <dt>累计收益</dt>
            <dd>{formatMoney(info.totalIncomeCents)} 元</dd>
          </div>
        </dl>
      </section>
      <div className="qn-main">
        <Button color="primary" block size="large" shape="rounded" disabled={!action.enabled} loading={starting} onClick={onMain}>
          {action.text}
        </Button>
        {action.note ? <p className="qn-main__note">{action.note}</p> : null}
        {loggedIn && info.propCount > 0 ? (
          <p className="qn-main__note">
            <Tag color="primary">道具 {info.propCount} 张</Tag>
          </p>
        ) : null}
      </div>
      <nav aria-label="闯关赛入口">
        <ul className="qn-entries">
          {ENTRIES.map(([label, to]) => (
            <li key={to}>
              <Link to={to}>{label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
