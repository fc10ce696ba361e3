import { Link } from 'react-router';
import { CONTRIBUTION_ACCEPT_POINTS } from '@/contracts/api/contribute';

/** Where else points are earned: each entry opens the page where it is done. */
const EARN_ENTRIES = [
  { to: '/home', label: '阅读文章', note: '每日阅读得积分' },
  { to: '/questionnaire', label: '答题挑战', note: '闯关答题赢积分' },
  { to: '/delivery', label: '投稿', note: `作品录用得${CONTRIBUTION_ACCEPT_POINTS}积分` },
  { to: '/invite', label: '邀请好友', note: '好友注册双方得积分' },
] as const;

export function EarnEntries() {
  return (
    <nav className="mall-earn" aria-label="赚积分">
      <h2 className="mall-section-title">赚积分</h2>
      <ul className="mall-earn__list">
        {EARN_ENTRIES.map((e) => (
          <li key={e.to}>
            <Link to={e.to} className="mall-earn__entry">
              <span className="mall-earn__label">{e.label}</span>
              <span className="mall-earn__note">{e.note}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
