import type { Seed, Db } from '../db/types';
import type { Rng } from '../lib/prng';
import { ARTICLE_CATEGORIES } from '../../../renderer/src/contracts/api/article';
import { ARTICLE_TOPICS, PERSONAL_THEMES, type ArticleTopic } from './article-topics';
import { SEED_EXPERT_COUNT, SEED_USER_COUNT } from './users';
import { PDF_SAMPLES } from '../fixtures/pdf-samples';
import { articlesSeedQueries } from '../queries/seed/articles';

const DAY = 86_400_000;

/**
 * Articles whose HTML carries a harmless script and an `onerror` attribute, so the app's sanitising
 * is exercised (e2e checks that `window.__xssRan` stays unset). Article 3 is always one of them.
 */
export const isUnsafeSeedArticle = (id: number): boolean => id % 20 === 3;
/** The markup injected into those articles. */
const UNSAFE_SNIPPET =
  '<script>window.__xssRan = true</script><img src="/nonexistent.png" alt="" width="1" height="1" onerror="window.__xssRan = true">';

type Angle = {
  category: ArticleTopic['category'] | null;
  title: (t: ArticleTopic, rng: Rng) => string;
  summary: (t: ArticleTopic) => string;
  body: (t: ArticleTopic, rng: Rng) => string;
  /** Only the policy-text article carries the document number as its own. */
  ownsDocNumber?: boolean;
};

const esc = (s: string): string =>
  s.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c] ?? c);
const list = (items: readonly string[], ordered = false): string =>
  `<${ordered ? 'ol' : 'ul'}>${items.map((i) => `<li>${esc(i)}</li>`).join('')}</${ordered ? 'ol' : 'ul'}>`;
const table = (t: ArticleTopic): string =>
  `<table><caption>${esc(t.table.caption)}</caption><thead><tr>${t.table.columns.map((c) => `<th>${esc(c)}</th>`).join('')}</tr></thead><tbody>${t.table.rows
    .map((r) => `<tr>${r.map((c) => `<td>${esc(c)}</td>`).join('')}</tr>`)
    .join('')}</tbody></table>`;
const relatedPara = (t: ArticleTopic): string =>
  t.related.length
    ? `<p>阅读时建议结合${t.related.map((d) => esc(d)).join('、')}一并理解，注意新旧政策的衔接。</p>`
    : '';
const YEARS = (t: ArticleTopic): string => (t.year ? `${t.year}年` : '');

const ANGLES: readonly Angle[] = [
  {
    category: 'law',
    ownsDocNumber: true,
    title: (t) => `【政策原文】${t.docTitle}`,
    summary: (t) => `${t.docNumber}全文及要点：${t.points[0] ?? ''}。`,
    body: (t) =>
      `<h2>${esc(t.docTitle)}</h2><p><strong>${esc(t.docNumber)}</strong></p><p>各省、自治区、直辖市、计划单列市财政厅（局），国家税务总局各省、自治区、直辖市、计划单列市税务局：</p><p>为贯彻落实党中央、国务院决策部署，现将有关政策公告如下：</p>${list(t.points, true)}${table(t)}${relatedPara(t)}<p>特此公告。</p>`,
  },
  {
    category: 'policy',
    title: (t) => `一文读懂${t.short}：${t.docNumber}要点解读`,
    summary: (t) =>
      `${t.docNumber}明确了${t.short}的适用范围和操作口径，本文梳理${t.points.length}个要点。`,
    body: (t) =>
      `<h2>政策背景</h2><p>${YEARS(t)}发布的${esc(t.docNumber)}（${esc(t.docTitle)}）是${esc(t.tags[0] ?? '税收')}领域的重要文件。</p><h2>核心要点</h2>${list(t.points)}<h2>一张表看懂</h2>${table(t)}${relatedPara(t)}`,
  },
  {
    category: 'practice',
    title: (t) => `${t.short}常见问题十问十答`,
    summary: (t) => `围绕${t.short}，整理纳税人咨询最多的问题和答复口径。`,
    body: (t) =>
      `<h2>问题一：政策依据是什么？</h2><p>主要依据是${esc(t.docNumber)}。</p><h2>问题二：政策内容有哪些？</h2>${list(t.points)}<h2>问题三：有哪些需要注意的地方？</h2>${list(t.risks)}<h3>附：标准速查</h3>${table(t)}`,
  },
  {
    category: 'case',
    title: (t, rng) =>
      `案例解析：${t.short}${rng.pick(['怎么算', '如何适用', '实务处理', '计算示例'])}`,
    summary: (t) => `${t.caseFacts}，应如何处理？`,
    body: (t) =>
      `<h2>案例背景</h2><p>${esc(t.caseFacts)}。</p><h2>分析与计算</h2><p>根据${esc(t.docNumber)}的规定：</p>${list(t.points.slice(0, 2))}<p><strong>结论：</strong>${esc(t.caseAnswer)}。</p><h2>延伸提示</h2>${list(t.risks)}`,
  },
  {
    category: 'practice',
    title: (t, rng) =>
      `${t.short}申报操作指引（${rng.int(Math.max(t.year ?? 2019, 2019), 2026)}版）`,
    summary: (t) => `手把手演示${t.short}在申报表中的填写方法。`,
    body: (t) =>
      `<h2>操作步骤</h2>${list(['登录电子税务局，进入“我要办税—税费申报及缴纳”', '选择对应税种申报表，核对系统预填数据', `按照${t.docNumber}的规定填写减免或扣除项目`, '提交申报并在规定期限内缴纳税款'], true)}<h2>填报口径</h2>${table(t)}<h2>温馨提示</h2>${list(t.risks)}`,
  },
  {
    category: 'practice',
    title: (t) => `${t.short}：企业需要关注的${t.risks.length + 2}个风险点`,
    summary: (t) => `${t.risks[0] ?? ''}。`,
    body: (t) =>
      `<h2>风险提示</h2>${list([...t.risks, '留存备查资料不完整导致享受优惠被追缴', '政策执行期限到期后继续享受'], true)}<h2>政策依据</h2><p>${esc(t.docNumber)}：${esc(t.docTitle)}。</p>${relatedPara(t)}`,
  },
  {
    category: 'planning',
    title: (t) => `用好${t.short}的筹划思路`,
    summary: (t) => `在合法合规的前提下，如何把${t.short}用足用好。`,
    body: (t) =>
      `<h2>筹划空间</h2><p>${esc(t.points[0] ?? '')}。</p><h2>测算示例</h2><p>${esc(t.caseFacts)}：${esc(t.caseAnswer)}。</p>${table(t)}<h2>合规边界</h2>${list(t.risks)}<blockquote>筹划的前提是业务真实，任何以少缴税为唯一目的的安排都可能被纳税调整。</blockquote>`,
  },
  {
    category: 'policy',
    title: (t) => `${t.short}与相关政策的衔接要点`,
    summary: (t) => `梳理${t.docNumber}与前后政策的关系。`,
    body: (t) =>
      `<h2>政策沿革</h2><p>${esc(t.docNumber)}之外，还应关注：</p>${list(t.related.length ? t.related.map((d) => `${d}的相关规定`) : ['地方税务机关的执行口径'])}<h2>衔接要点</h2>${list(t.points)}${relatedPara(t)}`,
  },
  {
    category: 'policy',
    title: (t) => `图解${t.short}`,
    summary: (t) => `一图看懂${t.docNumber}的核心内容。`,
    body: (t) =>
      `<h2>${esc(t.table.caption)}</h2>${table(t)}<h2>要点速览</h2>${list(t.points)}<p>来源：${esc(t.docNumber)}。</p>`,
  },
];

/** Editorial articles: every topic from every angle (24 topics × 9 angles = 216). */
export const EDITORIAL_ARTICLE_COUNT = ARTICLE_TOPICS.length * ANGLES.length;

const token = (rng: Rng): string =>
  Array.from({ length: 16 }, () => 'abcdefghijkmnpqrstuvwxyz23456789'[rng.int(0, 31)]).join('');

function publishedAt(rng: Rng, topic: ArticleTopic | null, now: number): number {
  const startYear = Math.max(topic?.since ?? topic?.year ?? 2019, 2019);
  const start = Date.UTC(startYear, 0, 10);
  const end = now - DAY;
  return start + Math.floor((rng.next() * (end - start)) / 60_000) * 60_000;
}

type Insert = {
  id: number;
  title: string;
  summary: string;
  content: string;
  category: string;
  tags: string;
  authorId: number;
  source: 'editorial' | 'personal';
  status: 'published' | 'draft';
  docNumber: string | null;
  docIssuer: string | null;
  docYear: number | null;
  docSeq: number | null;
  attachments: string;
  hasCover: number;
  previewToken: string;
  views: number;
  likes: number;
  collects: number;
  publishedAt: number | null;
  updatedAt: number;
};

function insertAll(db: Db, rows: Insert[]): void {
  const stmt = articlesSeedQueries(db).article;
  for (const r of rows) stmt.run(r);
}

/** Editorial articles (≥ 200), members' own articles, drafts, and the documents of /docs. */
export const articlesSeed: Seed = {
  name: 'articles',
  run(db, rng, now) {
    const rows: Insert[] = [];
    let id = 0;
    ARTICLE_TOPICS.forEach((topic) => {
      ANGLES.forEach((angle) => {
        id += 1;
        const at = publishedAt(rng, topic, now);
        const views = rng.int(80, 60_000);
        const unsafe = isUnsafeSeedArticle(id) ? UNSAFE_SNIPPET : '';
        const attach =
          angle.ownsDocNumber && topic.attachment
            ? PDF_SAMPLES.find((p) => p.name === topic.attachment)
            : undefined;
        rows.push({
          id,
          title: angle.title(topic, rng),
          summary: angle.summary(topic),
          content: angle.body(topic, rng) + unsafe,
          category: angle.category ?? topic.category,
          tags: JSON.stringify(
            [...topic.tags, ARTICLE_CATEGORIES[angle.category ?? topic.category]].slice(0, 4),
          ),
          authorId: rng.int(1, SEED_EXPERT_COUNT),
          source: 'editorial',
          status: 'published',
          docNumber: angle.ownsDocNumber ? topic.docNumber : null,
          docIssuer: angle.ownsDocNumber ? topic.issuer : null,
          docYear: angle.ownsDocNumber ? topic.year : null,
          docSeq: angle.ownsDocNumber ? topic.seq : null,
          attachments: JSON.stringify(
            attach ? [{ name: `${attach.title}.pdf`, file: attach.name }] : [],
          ),
          hasCover: rng.chance(0.35) ? 1 : 0,
          previewToken: token(rng),
          views,
          likes: Math.floor((views * rng.int(1, 6)) / 100),
          collects: Math.floor((views * rng.int(1, 4)) / 100),
          publishedAt: at,
          updatedAt: at + rng.int(0, 3) * DAY,
        });
      });
    });

    // Members' own articles (personal routes): two per theme, then drafts with preview tokens.
    PERSONAL_THEMES.forEach((theme, i) => {
      for (const part of ['', '（续）'] as const) {
        id += 1;
        const at = publishedAt(rng, null, now);
        const topic = rng.pick(ARTICLE_TOPICS);
        const views = rng.int(20, 5_000);
        rows.push({
          id,
          title: theme.title + part,
          summary: theme.body,
          content: `<h2>${esc(theme.title + part)}</h2><p>${esc(theme.body)}</p><h3>我的做法</h3>${list(topic.points.slice(0, 2), true)}<p>相关文件可以参考${esc(topic.docNumber)}。</p><h3>几点体会</h3>${list(topic.risks)}${isUnsafeSeedArticle(id) ? UNSAFE_SNIPPET : ''}`,
          category: topic.category,
          tags: JSON.stringify(theme.tags),
          // Users 21, 22, … write them; user 21 (phone 13800000021) has several, for QA.
          authorId: SEED_EXPERT_COUNT + 1 + ((i * 2 + (part ? 1 : 0)) % 12),
          source: 'personal',
          status: 'published',
          docNumber: null,
          docIssuer: null,
          docYear: null,
          docSeq: null,
          attachments: '[]',
          hasCover: 0,
          previewToken: token(rng),
          views,
          likes: Math.floor((views * rng.int(1, 8)) / 100),
          collects: Math.floor((views * rng.int(1, 5)) / 100),
          publishedAt: at,
          updatedAt: at,
        });
      }
    });
    for (let d = 0; d < 8; d++) {
      id += 1;
      const topic = ARTICLE_TOPICS[(d * 5) % ARTICLE_TOPICS.length] ?? ARTICLE_TOPICS[0];
      if (!topic) break;
      rows.push({
        id,
        title: `【草稿】关于${topic.short}的学习笔记`,
        summary: `整理中：${topic.points[0] ?? ''}`,
        content: `<h2>学习笔记（未完成）</h2><p>政策依据：${esc(topic.docNumber)}。</p>${list(topic.points)}<p>待补充：${esc(topic.caseFacts)}的计算过程。</p>`,
        category: topic.category,
        tags: JSON.stringify(topic.tags.slice(0, 2)),
        authorId: SEED_EXPERT_COUNT + 1 + (d % 4),
        source: 'personal',
        status: 'draft',
        docNumber: null,
        docIssuer: null,
        docYear: null,
        docSeq: null,
        attachments: '[]',
        hasCover: 0,
        previewToken: token(rng),
        views: 0,
        likes: 0,
        collects: 0,
        publishedAt: null,
        updatedAt: now - rng.int(1, 30) * DAY,
      });
    }
    if (rows.some((r) => r.authorId > SEED_USER_COUNT))
      throw new Error('article author outside the seeded users');
    insertAll(db, rows);

    const doc = articlesSeedQueries(db).doc;
    const guide = ARTICLE_TOPICS.find((t) => t.docNumber === '国发〔2018〕41号');
    doc.run(
      1,
      '个人所得税专项附加扣除操作指引',
      'html',
      `<h1>个人所得税专项附加扣除操作指引</h1><p>依据${guide ? esc(guide.docNumber) : ''}及后续调整文件编写。</p>${guide ? table(guide) + list(guide.points, true) : ''}`,
      null,
      now - 40 * DAY,
    );
    doc.run(
      2,
      '平台用户服务常见问题',
      'html',
      `<h1>常见问题</h1><h2>如何查看文章引用的政策原文？</h2><p>点击正文中的蓝色文号即可跳转到政策原文。</p><h2>附件无法打开怎么办？</h2><p>请检查网络后重试，或在电脑端访问。</p>`,
      null,
      now - 12 * DAY,
    );
    PDF_SAMPLES.forEach((p, i) => doc.run(3 + i, p.title, 'pdf', '', p.name, now - (5 + i) * DAY));
  },
};
