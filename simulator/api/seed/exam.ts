import type { Seed } from '../db/types';
import { EXAM_BANK } from './exam-bank';
import { GOODS_PRIZE_NAME, GOODS_PRIZE_STOCK, GOODS_PRIZE_WEIGHT } from './exam-prizes';
import { beijingYear, DAY, seedClock } from './seed-clock';
import { examSeedQueries } from '../queries/seed/exam';

const RULES = (title: string, minutes: number, count: number): string =>
  `<h3>${title}规则</h3><ol><li>每次答题共${count}题，限时${minutes}分钟，每题10分。</li><li>每天有3次答题机会，完成任务可获得额外机会。</li><li>答题成绩达到80分可获得答题红包和1次抽奖机会。</li><li>排行榜按最高分排序，同分按用时从短到长排序。</li><li>竞赛结束后，排名前50位可领取排名奖励，红包满1元可提现。</li></ol>`;

/** Ranking reward tiers (cents). */
const TIERS: [number, number, number, string][] = [
  [1, 1, 88800, '冠军'],
  [2, 3, 38800, '亚军、季军'],
  [4, 10, 8800, '优胜奖'],
  [11, 50, 1800, '参与奖'],
];

/**
 * Exams 4 (last year's, ended), 5 (this year's, the default, 120 days in), the questionnaire
 * competition 6 (92 days in), 60 questions and 150 ranked users each; dated from the seeding day.
 */
export const examSeed: Seed = {
  name: 'exam',
  run(db, rng, now) {
    const { at } = seedClock(now);
    const starts = { 4: at(-120 - 365), 5: at(-120), 6: at(-92) } as const;
    const ends = {
      4: at(-152, 23, 59) + 59_000,
      5: at(244, 23, 59) + 59_000,
      6: at(272, 23, 59) + 59_000,
    } as const;
    const year = beijingYear(starts[5]);
    const exam = examSeedQueries(db).exam;
    exam.run(
      4,
      1,
      `${year - 1}年度全国税务知识竞赛`,
      '覆盖增值税、企业所得税、个人所得税等税种的年度知识竞赛',
      RULES('竞赛', 15, 10),
      starts[4],
      ends[4],
      900,
      10,
      80,
      3,
    );
    exam.run(
      5,
      1,
      `${year}年度全国税务知识竞赛`,
      '新法新规年年更新，检验你的财税知识',
      RULES('竞赛', 15, 10),
      starts[5],
      ends[5],
      900,
      10,
      80,
      3,
    );
    // Last year's rewards can be claimed until this year's competition ends.
    examSeedQueries(db).examClaimUntil.run(ends[5]);
    exam.run(
      6,
      2,
      '个税汇算知识闯关赛',
      '五题一关，闯关赢红包，道具助力冲榜',
      RULES('闯关赛', 5, 5),
      starts[6],
      ends[6],
      300,
      5,
      40,
      3,
    );

    const q = examSeedQueries(db).question;
    EXAM_BANK.forEach(([type, stem, options, answer, analysis], i) => {
      q.run(
        i + 1,
        type,
        stem,
        JSON.stringify(options.map((text, k) => ({ key: String.fromCharCode(65 + k), text }))),
        answer,
        analysis,
      );
    });

    const tier = examSeedQueries(db).tier;
    for (const examId of [4, 5, 6])
      for (const [from, to, cents, title] of TIERS)
        tier.run(examId, from, to, examId === 6 ? Math.round(cents / 2) : cents, title);

    const task = examSeedQueries(db).task;
    for (const examId of [5, 6]) {
      task.run(examId, '完成1次答题', '完成任意一次答题并提交', 'answer', 1, 'lottery', 1, null);
      task.run(
        examId,
        '单次答题满分',
        '任意一次答题获得满分',
        'full_score',
        1,
        'redpack',
        88,
        null,
      );
      task.run(
        examId,
        '邀请3位好友报名',
        '好友通过你的邀请报名参赛',
        'invite',
        3,
        'attempt',
        2,
        null,
      );
      task.run(examId, '分享竞赛海报', '将竞赛海报分享给好友或朋友圈', 'share', 1, 'prop', 1, 1);
      task.run(examId, '累计答题5次', '累计完成5次答题', 'answer', 5, 'prop', 2, 3);
    }

    const prize = examSeedQueries(db).prize;
    const goods = examSeedQueries(db).goods;
    for (const examId of [4, 5, 6]) {
      prize.run(examId, '8.88元红包', 'redpack', 888, 5);
      prize.run(examId, '1.88元红包', 'redpack', 188, 20);
      prize.run(examId, '去错卡', 'prop', 1, 20);
      prize.run(examId, '延时卡', 'prop', 3, 15);
      prize.run(examId, '跳题卡', 'prop', 2, 10);
      prize.run(examId, '200积分', 'points', 200, 10);
      prize.run(examId, '谢谢参与', 'none', 0, 20);
      goods.run(examId, GOODS_PRIZE_NAME, GOODS_PRIZE_WEIGHT, GOODS_PRIZE_STOCK);
    }

    // 150 ranked users per exam (seeded users 21-170), scores in tens, ties broken by time.
    const score = examSeedQueries(db).score;
    const apply = examSeedQueries(db).apply;
    for (const examId of [4, 5, 6] as const) {
      const start = starts[examId];
      const max = examId === 6 ? 50 : 100;
      for (let userId = 21; userId <= 170; userId++) {
        const at = start + rng.int(0, 25) * DAY + rng.int(0, 86_399) * 1000;
        apply.run(examId, userId, at);
        const s = Math.min(
          max,
          Math.max(max * 0.3, Math.round((rng.next() * 0.6 + 0.45) * (max / 10)) * 10),
        );
        score.run(
          examId,
          userId,
          s,
          rng.int(examId === 6 ? 40 : 120, examId === 6 ? 300 : 900),
          at + 600_000,
        );
      }
    }

    // Some seeded users invited others and hold red packets, so records and balances are not empty.
    const invite = examSeedQueries(db).invite;
    const redpack = examSeedQueries(db).redpack;
    for (let inviter = 21; inviter <= 40; inviter++) {
      const n = rng.int(0, 4);
      for (let k = 0; k < n; k++) {
        const invitee = 100 + ((inviter * 7 + k * 13) % 70);
        const invitedAt = starts[5] + 2 * DAY + rng.int(0, 20) * DAY;
        const ok = invite.run(5, inviter, invitee, 100, invitedAt);
        if (ok.changes) redpack.run(5, inviter, 1, 100, null, null, null, invitedAt);
      }
      redpack.run(
        5,
        inviter,
        2,
        rng.int(30, 300),
        null,
        null,
        null,
        starts[5] + 4 * DAY + rng.int(0, 20) * DAY,
      );
    }
  },
};
