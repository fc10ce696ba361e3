import type { FastifyInstance } from 'fastify';
import {
  channelCoinClaimEndpoint,
  channelCoinEndpoint,
  channelCoinMineEndpoint,
  type ChannelCoin,
  type CoinClaim,
} from '../../../renderer/src/contracts/api/channel';
import { conflict, notFound } from '../lib/envelope';
import { defineRoute } from '../lib/route';
import type { Db } from '../db/types';
import { coinGiftQueries, type ChannelRow } from '../queries/coin-gifts';

const DEFAULT_CHANNEL = 'official';
const USES = [
  '解锁付费课程（10 金币抵 1 元），在课程页点“金币解锁”',
  '金币可随时充值，支付成功后立即到账',
] as const;

function channelOf(db: Db, code: string): ChannelRow {
  const c = coinGiftQueries(db).channel(code);
  if (!c) throw notFound('渠道不存在');
  return c;
}

const balanceOf = (db: Db, userId: number): number => coinGiftQueries(db).balance(userId);

function claimOf(db: Db, userId: number): CoinClaim | null {
  const c = coinGiftQueries(db).claim(userId);
  return c
    ? {
        channelName: c.name,
        coins: c.coins,
        claimedAt: c.claimed_at,
        balance: balanceOf(db, userId),
      }
    : null;
}

/** /channel/coin and /channel/success: a channel's coin gift for new users, claimed once per user. */
export function channelRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  const { db } = ctx;
  const tags = ['activity'];

  defineRoute(
    app,
    channelCoinEndpoint,
    { summary: '渠道新人金币（领取状态、我的金币）', tags, auth: 'optional' },
    ({ query, user }): ChannelCoin => {
      const c = channelOf(db, query.channel ?? DEFAULT_CHANNEL);
      const claimed = user ? claimOf(db, user.id) !== null : false;
      return {
        channel: c.code,
        channelName: c.name,
        giftCoins: c.gift_coins,
        endsAt: c.ends_at,
        state: claimed ? 'claimed' : ctx.now() >= c.ends_at ? 'ended' : 'available',
        balance: user ? balanceOf(db, user.id) : null,
        uses: [...USES],
      };
    },
  );

  defineRoute(
    app,
    channelCoinClaimEndpoint,
    { summary: '领取新人金币（每人一次）', tags, auth: 'required', msg: '领取成功' },
    ({ body, user }) => {
      const now = ctx.now();
      return db.transaction(() => {
        const c = channelOf(db, body.channel);
        if (claimOf(db, user.id)) throw conflict('您已领取过新人金币');
        if (now >= c.ends_at) throw conflict('活动已结束');
        coinGiftQueries(db).addClaim(user.id, c, now);
        const claim = claimOf(db, user.id);
        if (!claim) throw new Error('coin claim vanished after insert');
        return claim;
      })();
    },
  );

  defineRoute(
    app,
    channelCoinMineEndpoint,
    { summary: '我领取的新人金币（领取成功页）', tags, auth: 'required' },
    ({ user }) => claimOf(db, user.id),
  );
}
