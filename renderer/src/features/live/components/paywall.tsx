import { useState } from 'react';
import { Link } from 'react-router';
import type { CourseRights } from '@/contracts/api/live';
import { Button } from '@/components/button';
import { courseCoins } from '@/contracts/api/coin-rate';
import { newClientKey } from '@/contracts/api/client-key';
import { payEnvironment } from '@/domain/checkout/pay-environment';
import { ensureLoggedIn } from '@/lib/auth';
import { formatMoney } from '@/lib/format';
import { showToast } from '@/lib/toast';
import { paywallOffer } from '../lib/access';
import './paywall.css';

const coins = () => import('../api/coin-unlock');

type Props = {
  courseId: number;
  rights: CourseRights;
  title: string;
  /** 购买课程: the purchase flow opens under the stage. */
  onBuy: () => void;
  /** The course was unlocked with coins: load it again. */
  onUnlocked: () => void;
};

/**
 * What a non-buyer sees instead of a locked video: 购买课程 (after logging in, the purchase flow
 * opens under the stage), 金币解锁 (coins, at the server's rate), or, for a member-free course, 开通会员.
 */
export function Paywall({ courseId, rights, title, onBuy, onUnlocked }: Props) {
  const offer = paywallOffer(rights);
  const [pending, setPending] = useState(false);
  // One key per unlock attempt: a double tap or a retry is the same request to the server.
  const [unlockKey, setUnlockKey] = useState(() => newClientKey('coin'));
  const run = async (step: () => Promise<void> | void) => {
    if (pending) return;
    setPending(true);
    try {
      if (await ensureLoggedIn()) await step();
    } catch {
      // The HTTP client has already shown the server's msg.
    } finally {
      setPending(false);
    }
  };
  const unlock = async () => {
    const { balance } = await (await coins()).unlockWithCoins(courseId, unlockKey);
    setUnlockKey(newClientKey('coin'));
    showToast(`解锁成功，剩余 ${balance} 金币`);
    onUnlocked();
  };
  return (
    <div className="live-paywall" role="region" aria-label="购买课程">
      <p className="live-paywall__title">{title}</p>
      <div className="live-paywall__actions">
        {offer.buy ? (
          <>
            <Button color="primary" size="small" loading={pending} onClick={() => void run(onBuy)}>
              购买课程 ¥{formatMoney(rights.priceCents)}
            </Button>
            <Button size="small" loading={pending} onClick={() => void run(unlock)}>
              金币解锁 {courseCoins(rights.priceCents)} 金币
            </Button>
            {/* Coins are bought with money elsewhere: no link to another channel in the iOS app (rule 3.1.1). */}
            {payEnvironment() === 'ios-app' ? null : (
              <Link className="live-paywall__member" to="/channel/coin">
                充值金币
              </Link>
            )}
          </>
        ) : null}
        {offer.join ? (
          <Link className="live-paywall__member" to="/member/center">
            开通会员免费看
          </Link>
        ) : null}
      </div>
    </div>
  );
}
