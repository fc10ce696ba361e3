import type { FastifyInstance } from 'fastify';
import { rewardCountsEndpoint } from '../../../renderer/src/contracts/api/reward';
import { defineRoute } from '../lib/route';
import { rewardQueries } from '../queries/reward';

/** Tip counts of articles, expert answers and courses (the tips themselves are orders of type 5). */
export function rewardRoutes(app: FastifyInstance): void {
  const { db } = app.ctx;
  defineRoute(
    app,
    rewardCountsEndpoint,
    { summary: '内容的打赏次数（文章、专家回答、课程）', tags: ['order'], auth: 'optional' },
    ({ query, user }) => {
      const ids = [...new Set(query.ids.split(',').map(Number))];
      const found = new Map(
        rewardQueries(db)
          .counts(query.targetType, ids, user?.id ?? 0)
          .map((r) => [r.target_id, r]),
      );
      return {
        list: ids.map((id) => ({
          targetId: id,
          count: found.get(id)?.n ?? 0,
          mine: found.get(id)?.mine ?? 0,
        })),
      };
    },
  );
}
