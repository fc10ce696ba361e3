import type { Seed } from '../db/types';
import { syncWorkArticle } from '../lib/contribute-article';
import { contributeSeedQueries } from '../queries/seed/contribute';

const TITLES: [string, string][] = [
  ['小规模纳税人季度销售额临界点的账务处理', 'practice'],
  ['研发费用辅助账设置的三个常见误区', 'practice'],
  ['从一则稽查案例看虚开发票的认定', 'case'],
  ['年终奖计税方式选择的临界点测算', 'planning'],
  ['增值税法施行后视同销售条款的变化', 'policy'],
  ['跨年度发票的企业所得税扣除问题', 'practice'],
  ['个人独资企业核定征收政策收紧后的应对', 'planning'],
  ['留抵退税追回案例复盘', 'case'],
];

const body = (title: string): string =>
  `<h2>${title}</h2><p>在日常工作中，我们发现不少企业对这一问题存在理解偏差。下面结合政策原文与实务案例谈谈我的看法。</p><h3>一、政策依据</h3><ul><li>《中华人民共和国税收征收管理法》</li><li>财政部 税务总局公告2023年第19号</li></ul><h3>二、实务要点</h3><ol><li>准确划分收入归属期间；</li><li>完整留存备查资料；</li><li>关注申报表之间的逻辑关系。</li></ol><table><tr><th>项目</th><th>处理方式</th></tr><tr><td>收入确认</td><td>按权责发生制</td></tr><tr><td>发票开具</td><td>按纳税义务发生时间</td></tr></table><p>以上仅为个人观点，欢迎同行交流指正。</p>`;

/** Contributions by seeded members in every status (drafts, reviewing, published with their public articles, rejected). */
export const contributeSeed: Seed = {
  name: 'contribute',
  run(db, rng, now) {
    const insert = contributeSeedQueries(db).contribution;
    for (let userId = 21; userId <= 45; userId++) {
      const n = rng.int(0, 3);
      for (let k = 0; k < n; k++) {
        const [title, category] = rng.pick(TITLES);
        const status = rng.int(0, 3);
        const created = now - rng.int(3, 200) * 86_400_000;
        const { lastInsertRowid } = insert.run(
          userId,
          title,
          `${title}——一线财务人员的实务心得。`,
          category,
          body(title),
          status,
          status === 3 ? '文章与已发布内容重复度较高，请修改后重新投稿' : null,
          status === 2 ? rng.int(100, 9000) : 0,
          created,
          created + 3_600_000,
          status === 0 ? null : created + 3_600_000,
        );
        // A published work is a public article (no reader has liked it yet).
        if (status === 2)
          syncWorkArticle(
            db,
            Number(lastInsertRowid),
            created + 3_600_000,
            `work${String(lastInsertRowid).padStart(20, '0')}`,
          );
      }
    }
  },
};
