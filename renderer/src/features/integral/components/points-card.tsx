import { useState } from 'react';
import { Link } from 'react-router';
import type { MallAccount } from '@/contracts/api/mall';
import { describeError } from '@/components/states';
import { ensureLoggedIn } from '@/lib/auth';
import { showToast } from '@/lib/toast';
import { checkIn } from '../api/mall-api';

type Props = {
  loggedIn: boolean;
  account: MallAccount | undefined;
  error: unknown;
  onRetry: () => void;
  /** After a check-in: the new balance and run. */
  onCheckedIn: (account: MallAccount) => void;
};

/**
 * The balance and today's check-in. A balance that failed to load says so with a retry: showing 0
 * would tell the user their points are gone.
 */
export function PointsCard({ loggedIn, account, error, onRetry, onCheckedIn }: Props) {
  const [pending, setPending] = useState(false);
  const doCheckIn = async () => {
    if (!account || pending) return;
    setPending(true);
    try {
      const result = await checkIn();
      showToast(`签到成功，+${result.reward}积分`);
      onCheckedIn({
        ...account,
        points: result.points,
        checkedInToday: true,
        checkinStreak: result.streak,
      });
    } catch {
      // The HTTP client has shown the server's msg; a stale "not checked in" is refreshed.
      onRetry();
    } finally {
      setPending(false);
    }
  };

  if (!loggedIn) {
    return (
      <section className="mall-points" aria-label="我的积分">
        <p className="mall-points__hint">登录后查看积分，签到领积分</p>
        <button type="button" className="mall-button" onClick={() => void ensureLoggedIn()}>
          登录 / 注册
        </button>
      </section>
    );
  }
  if (error && !account) {
    return (
      <section className="mall-points" aria-label="我的积分">
        <p className="mall-points__hint" role="alert">
          积分加载失败：{describeError(error).description}
        </p>
        <button type="button" className="mall-button" onClick={onRetry}>
          重试
        </button>
      </section>
    );
  }
  return (
    <section className="mall-points" aria-label="我的积分" aria-busy={!account}>
      <div className="mall-points__balance">
        <span className="mall-points__label">我的积分</span>
        <strong className="mall-points__value">{account ? account.points : '--'}</strong>
        <span className="mall-points__links">
          <Link to="/integral/bill">收支明细</Link>
          <Link to="/integral/record">兑换记录</Link>
        </span>
      </div>
      {account && account.frozenPoints > 0 ? (
        <p className="mall-points__frozen">
          另有 {account.frozenPoints} 积分冻结中：兑换订单完成后扣除，订单关闭则退回
        </p>
      ) : null}
      <div className="mall-points__checkin">
        <span>
          {account && account.checkinStreak > 0
            ? `已连续签到 ${account.checkinStreak} 天`
            : '每日签到领积分'}
        </span>
        <button
          type="button"
          className="mall-button"
          disabled={!account || account.checkedInToday || pending}
          onClick={() => void doCheckIn()}
        >
          {account?.checkedInToday ? '今日已签到' : pending ? '签到中…' : '签到'}
        </button>
      </div>
    </section>
  );
}
