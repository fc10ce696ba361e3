import type { Seed } from '../db/types';
import { SEED_EXPERT_COUNT, SEED_USER_COUNT } from './users';
import { EDIT_ADDITIONS, EDIT_NOTES, QA_TEMPLATES, TOPIC_BANK, qaVars } from './qa-bank';
import { qaSeedQueries } from '../queries/seed/qa';

/** 100 questions. */
const SEED_QA_COUNT = 100;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Article titles a topic is curated with (the content domain's ids 1-60). */
const TOPIC_ARTICLE_TITLES = [
  ['政策解读：个人所得税综合所得汇算清缴要点', '梳理汇算范围、时间安排与常见误区'],
  ['一图读懂小规模纳税人减免增值税政策', '征收率、免税标准与申报填写'],
  ['数电发票全面推广后企业需要做哪些准备', '从开票到入账的流程变化'],
  ['企业所得税汇算清缴十大风险点', '收入确认、成本扣除与优惠享受的常见问题'],
  ['研发费用辅助账设置指引', '按项目归集研发支出的实务做法'],
  ['专项附加扣除填报指南（2025版）', '七项扣除的标准、条件与留存资料'],
];

/** Questions with expert answers (some edited, with history) and topics grouping them. */
export const qaSeed: Seed = {
  name: 'qa',
  run(db, rng, now) {
    const insertQ = qaSeedQueries(db).question;
    const insertA = qaSeedQueries(db).answer;
    const insertV = qaSeedQueries(db).answerVersion;
    const byTag = new Map<string, number[]>();
    let answerId = 0;
    for (let id = 1; id <= SEED_QA_COUNT; id++) {
      const template = QA_TEMPLATES[(id - 1) % QA_TEMPLATES.length];
      if (!template) continue;
      const vars = qaVars(rng);
      // Newest ids are the most recent, so a list sorted by time reads 100, 99, …
      const createdAt = now - (SEED_QA_COUNT - id) * 17 * HOUR - rng.int(0, 10) * HOUR;
      insertQ.run(
        id,
        rng.int(SEED_EXPERT_COUNT + 1, SEED_USER_COUNT),
        template.title(vars),
        template.content(vars),
        JSON.stringify(template.tags),
        rng.int(120, 9800),
        createdAt,
      );
      for (const tag of template.tags) byTag.set(tag, [...(byTag.get(tag) ?? []), id]);

      const texts = [
        template.answer(vars),
        ...(template.extra && rng.chance(0.7) ? [template.extra(vars)] : []),
      ];
      const experts = rng.shuffle(Array.from({ length: SEED_EXPERT_COUNT }, (_, i) => i + 1));
      texts.forEach((original, i) => {
        answerId += 1;
        const answeredAt = createdAt + rng.int(1, 20) * HOUR + i * 5 * HOUR;
        // About a third of the first answers were edited once or twice afterwards.
        const edits = i === 0 && rng.chance(0.35) ? rng.int(1, 2) : 0;
        const versions: { content: string; note: string | null; at: number }[] = [
          { content: original, note: null, at: answeredAt },
        ];
        for (let e = 1; e <= edits; e++) {
          const previous = versions[versions.length - 1] ?? { content: original, at: answeredAt };
          versions.push({
            content: `${previous.content}\n${EDIT_ADDITIONS[(id + e) % EDIT_ADDITIONS.length] ?? ''}`,
            note: rng.pick(EDIT_NOTES),
            at: Math.min(now, previous.at + rng.int(1, 6) * DAY),
          });
        }
        const current = versions[versions.length - 1] ?? { content: original, at: answeredAt };
        // The answer first: its versions reference it.
        insertA.run(
          answerId,
          id,
          experts[i] ?? 1,
          current.content,
          rng.int(0, 380),
          answeredAt,
          current.at,
        );
        versions.forEach((v, k) => insertV.run(answerId, k + 1, v.content, v.note, v.at));
      });
    }

    const insertT = qaSeedQueries(db).topic;
    const insertTQ = qaSeedQueries(db).topicQuestion;
    const insertTA = qaSeedQueries(db).topicArticle;
    TOPIC_BANK.forEach((topic, index) => {
      const id = index + 1;
      const intro = `本专题围绕“${topic.title.replace(/专题$/, '')}”，汇集平台专家对${topic.tags.join('、')}相关热点问题的解答，并附政策原文解读，帮助您快速掌握${topic.summary}。内容随政策变化持续更新。`;
      insertT.run(
        id,
        topic.title,
        topic.summary,
        intro,
        rng.int(800, 26000),
        now - (TOPIC_BANK.length - index) * 3 * DAY,
      );
      const pool = [...new Set(topic.tags.flatMap((t) => byTag.get(t) ?? []))];
      rng
        .shuffle(pool)
        .slice(0, rng.int(4, 7))
        .sort((a, b) => b - a)
        .forEach((qid, position) => insertTQ.run(id, qid, position));
      const articleCount = rng.int(1, 3);
      for (let k = 0; k < articleCount; k++) {
        const [title, summary] = TOPIC_ARTICLE_TITLES[
          (index + k) % TOPIC_ARTICLE_TITLES.length
        ] ?? ['', ''];
        insertTA.run(id, ((index * 3 + k) % 60) + 1, title, summary, k);
      }
    });
  },
};
