import { useState } from 'react';
import { Link } from 'react-router';
import type { CourseRights } from '@/contracts/api/live';
import type { OrderQuote } from '@/contracts/api/order';

const orders = () => import('../api/course-order');
const coins = () => import('../api/coin-unlock');
import { Button } from '@/components/button';
import { courseCoins } from '@/contracts/api/coin-rate';
import { ensureLoggedIn } from '@/lib/auth';
import { formatMoney } from '@/lib/format';
import { showToast } from '@/lib/toast';
import { paywallOffer } from '../lib/access';

type Props = { courseId: number; series: boolean; rights: CourseRights; title: string; onBought: () => void };

/**
 * What a non-buyer sees instead of a locked video: buy (the server prices it, a confirmation
 * shows that price, then the order is created and paid) or, for a member-free course, 开通会员.
 */
export function Paywall({ courseId, series, rights, title, onBought }: Props) {
  const offer = paywallOffer(rights);
  const [quote, setQuote] = useState<OrderQuote | null>(null);
  const [pending, setPending] = useState(false);
  // One key per unlock attempt: a double tap or a retry is the same request to the server.
  const [unlockKey, setUnlockKey] = useState(() => crypto.randomUUID());
  const run = async (step: () => Promise<void>) => {
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
  return (
    <div className="live-paywall" role="region" aria-label="购买课程">
      <p className="live-paywall__title">{title}</p>
      {quote ? (
        <>
          <p className="live-paywall__price">
            实付 <strong>¥{formatMoney(quote.payCents)}</strong>
            {quote.couponDiscountCents > 0 ? `（已优惠 ¥${formatMoney(quote.couponDiscountCents)}）` : ''}
          </p>
          <div className="live-paywall__actions">
            <Button size="small" onClick={() => setQuote(null)} disabled={pending}>
              取消
            </Button>
            <Button
              color="primary"
              size="small"
              loading={pending}
              onClick={() =>
                void run(async () => {
                  await (await orders()).buyCourse(courseId, series);
                  showToast('购买成功，开始学习吧');
                  setQuote(null);
                  onBought();
                })
              }
            >
              确认支付
            </Button>
          </div>
        </>
      ) : (
        <div className="live-paywall__actions">
          {offer.buy ? (
            <Button color="primary" size="small" loading={pending} onClick={() => void run(async () => setQuote(await (await orders()).quoteCourse(courseId, series)))}>
              购买课程 ¥{formatMoney(rights.priceCents)}
            </Button>
          ) : null}
          {offer.buy ? (
            <Button
              size="small"
              loading={pending}
              onClick={() =>
                void run(async () => {
                  const { balance } = await (await coins()).unlockWithCoins(courseId, unlockKey);
                  setUnlockKey(crypto.randomUUID());
                  showToast(`解锁成功，剩余 ${balance} 金币`);
                  onBought();
                })
              }
            >
              金币解锁 {courseCoins(rights.priceCents)} 金币
            </Button>
          ) : null}
          {offer.buy ? (
            <Link className="live-paywall__member" to="/channel/coin">
              充值金币
            </Link>
          ) : null}
          {offer.join ? (
            <Link className="live-paywall__member" to="/member/center">
              开通会员免费看
            </Link>
          ) : null}
        </div>
      )}
    </div>
  );
}
