import type { Seed } from '../db/types';
import { escapeXml } from '../lib/svg';
import { NEWS_CATEGORIES, NEWS_TEMPLATES } from './news-bank';
import { beijingMonth, beijingYear } from './seed-clock';
import { newsSeedQueries } from '../queries/seed/news';

const NEWS_PER_ISSUE = 5;
const ISSUE_COUNT = 12;

/** An issue of month `m` comes out on the 5th of the following month, 09:00 Beijing time. */
const issuePublishedAt = (y: number, m: number): number =>
  Date.UTC(m === 12 ? y + 1 : y, m === 12 ? 0 : m, 5, 1, 0, 0);

/**
 * The ids (yyyymm) of the 12 monthly issues out by `now`, newest first: last month's once the 5th
 * has passed, the month before otherwise.
 */
export function seedMonthlyIds(now: number): number[] {
  let y = beijingYear(now);
  let m = beijingMonth(now);
  const back = () => ([y, m] = m === 1 ? [y - 1, 12] : [y, m - 1]);
  back();
  if (issuePublishedAt(y, m) > now) back();
  return Array.from({ length: ISSUE_COUNT }, () => {
    const id = y * 100 + m;
    back();
    return id;
  });
}

/** News categories, monthly issues and their items. */
export const newsSeed: Seed = {
  name: 'news',
  run(db, rng, now) {
    const insertC = newsSeedQueries(db).category;
    NEWS_CATEGORIES.forEach((name, i) => insertC.run(i + 1, name, i));
    const insertM = newsSeedQueries(db).monthly;
    const insertN = newsSeedQueries(db).news;
    // Oldest issue first, so news ids grow with time.
    const issues = seedMonthlyIds(now).reverse();
    let newsId = 0;
    issues.forEach((monthlyId, issueIndex) => {
      const y = Math.floor(monthlyId / 100);
      const m = monthlyId % 100;
      const publishedAt = issuePublishedAt(y, m);
      const picks = Array.from(
        { length: NEWS_PER_ISSUE },
        (_, k) => NEWS_TEMPLATES[(issueIndex * NEWS_PER_ISSUE + k) % NEWS_TEMPLATES.length],
      ).filter((t) => t !== undefined);
      const titles = picks.map((t) => t.title(y, m));
      // The issue first: its items reference it.
      insertM.run(
        monthlyId,
        `${y}年${m}月财税资讯月刊`,
        `本期聚焦：${titles.slice(0, 2).join('；')}`,
        `编者按：${y}年${m}月，财税领域政策密集出台。本期月刊精选${titles.length}条重要资讯，涵盖政策法规、征管动态与实务解读，帮助您及时把握政策变化、防范涉税风险。`,
        publishedAt,
      );
      picks.forEach((t, k) => {
        newsId += 1;
        const paragraphs = t.paragraphs(y, m);
        const docNumber = t.docNumber ? t.docNumber(y, m) : null;
        const content = [
          ...(docNumber ? [`<p class="doc-number">文号：${escapeXml(docNumber)}</p>`] : []),
          ...paragraphs.map((p, i) =>
            i === 1 ? `<h3>要点解读</h3><p>${escapeXml(p)}</p>` : `<p>${escapeXml(p)}</p>`,
          ),
          `<p class="source">来源：${escapeXml(t.source)}</p>`,
        ].join('');
        const itemAt = Date.UTC(y, m - 1, 1 + k * 5 + rng.int(0, 4), rng.int(0, 9), 0, 0);
        insertN.run(
          newsId,
          NEWS_CATEGORIES.indexOf(t.category) + 1,
          monthlyId,
          titles[k] ?? '',
          paragraphs[0]?.slice(0, 60) ?? '',
          t.source,
          docNumber,
          content,
          rng.int(300, 12000),
          itemAt,
        );
      });
    });
  },
};
