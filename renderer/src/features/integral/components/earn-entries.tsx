import { Link } from 'react-router';
import { CONTRIBUTION_ACCEPT_POINTS } from '@/contracts/api/contribute';
import {
  ANSWER_POINTS,
  READ_DAILY_ARTICLES,
  READ_DAILY_CAP_POINTS,
  READ_POINTS,
  type MallAccount,
} from '@/contracts/api/mall';

type Entry = { to: string; label: string; note: string; progress?: (a: MallAccount) => string };

/** Where else points are earned: each entry opens the page where it is done; the figures are the server's rules. */
const EARN_ENTRIES: readonly Entry[] = [
  {
    to: '/home',
    label: '阅读文章',
    note: `每篇${READ_POINTS}分，每日${READ_DAILY_ARTICLES}篇`,
    progress: (a) => `今日已得 ${a.readPointsToday}/${READ_DAILY_CAP_POINTS}`,
  },
  {
    to: '/questionnaire',
    label: '答题挑战',
    note: `每日首次完成得${ANSWER_POINTS}分`,
    progress: (a) => `今日已得 ${a.answerPointsToday}/${ANSWER_POINTS}`,
  },
  { to: '/delivery', label: '投稿', note: `作品录用得${CONTRIBUTION_ACCEPT_POINTS}积分` },
  { to: '/invite', label: '邀请好友', note: '好友注册双方得积分' },
];

/** The 赚积分 entries; with the signed-in `account`, today's reading and answering progress too. */
export function EarnEntries({ account }: { account?: MallAccount | null }) {
  return (
    <nav className="mall-earn" aria-label="赚积分">
      <h2 className="mall-section-title">赚积分</h2>
      <ul className="mall-earn__list">
        {EARN_ENTRIES.map((e) => (
          <li key={e.to}>
            <Link to={e.to} className="mall-earn__entry">
              <span className="mall-earn__label">{e.label}</span>
              <span className="mall-earn__note">{e.note}</span>
              {account && e.progress ? (
                <span className="mall-earn__note">{e.progress(account)}</span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
