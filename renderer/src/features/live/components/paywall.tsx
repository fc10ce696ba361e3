import { useState } from 'react';
import { Link } from 'react-router';
import type { CourseRights } from '@/contracts/api/live';
import { Button } from '@/components/button';
import { ensureLoggedIn } from '@/lib/auth';
import { formatMoney } from '@/lib/format';
import { paywallOffer } from '../lib/access';

type Props = { rights: CourseRights; title: string; onBuy: () => void };

/**
 * What a non-buyer sees instead of a locked video: 购买课程 (after logging in, the purchase flow
 * opens under the stage) or, for a member-free course, 开通会员.
 */
export function Paywall({ rights, title, onBuy }: Props) {
  const offer = paywallOffer(rights);
  const [pending, setPending] = useState(false);
  const buy = async () => {
    if (pending) return;
    setPending(true);
    try {
      if (await ensureLoggedIn()) onBuy();
    } finally {
      setPending(false);
    }
  };
  return (
    <div className="live-paywall" role="region" aria-label="购买课程">
      <p className="live-paywall__title">{title}</p>
      <div className="live-paywall__actions">
        {offer.buy ? (
          <Button color="primary" size="small" loading={pending} onClick={() => void buy()}>
            购买课程 ¥{formatMoney(rights.priceCents)}
          </Button>
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
