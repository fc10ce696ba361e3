import { List } from 'antd-mobile';
import { formatMoney } from '@/lib/format';
import { tierRange } from './ranking-standing';
import type { RankingReward } from './withdraw-api';
import './withdraw.css';

/** 奖励设置: the ranking reward of each rank range, as the server sets them. */
export function RankingTiers({ tiers }: { tiers: RankingReward['tiers'] }) {
  return (
    <section className="withdraw-section" aria-labelledby="tiers-title">
      <h2 id="tiers-title" className="withdraw-section__title">
        奖励设置
      </h2>
      <List>
        {tiers.map((t) => (
          <List.Item
            key={t.rankFrom}
            extra={`${formatMoney(t.amountCents)}元`}
            description={t.title}
          >
            {tierRange(t.rankFrom, t.rankTo)}
          </List.Item>
        ))}
      </List>
    </section>
  );
}
