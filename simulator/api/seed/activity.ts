import type { Seed } from '../db/types';
import { beijingYear, seedClock } from './seed-clock';
import { activitySeedQueries } from '../queries/seed/activity';

/** Areas the relief policies name (the request's 所在受灾地区 must be one of them). */
const RESCUE_REGIONS = [
  ['甘肃省临夏州积石山县', '地震'],
  ['青海省海东市民和县', '地震'],
  ['西藏自治区日喀则市定日县', '地震'],
  ['河北省保定市涿州市', '洪涝'],
  ['广东省梅州市平远县', '洪涝'],
  ['湖南省怀化市沅陵县', '洪涝'],
  ['福建省福州市闽侯县', '台风'],
] as const;

type ActivitySeed = {
  id: number;
  title: string;
  summary: string;
  content: string;
  host: string;
  location: string;
  online: boolean;
  signup: [number, number];
  event: [number, number];
  capacity: number;
  price: number;
};

/**
 * Dates relative to the seeding day and years wide, so each activity keeps its state however far
 * QA moves the clock: 1 and 2 open for sign-up, 3 nearly full, 4 ended, 5 sign-up not open yet,
 * 6 under way.
 */
function activities(at: ReturnType<typeof seedClock>['at']): ActivitySeed[] {
  const openSignup: [number, number] = [at(-60), at(1490, 18)];
  const pastYear = beijingYear(at(-185)) - 1;
  const outlookYear = beijingYear(at(1462));
  return [
    {
      id: 1,
      title: '个税汇算清缴实务公益讲座',
      host: '税务通 × 深圳市注册税务师协会',
      location: '深圳市福田区深南大道6008号 特区报业大厦3楼',
      online: false,
      summary: '专项附加扣除补报、综合所得汇算常见退补税问题，一次讲透。',
      content:
        '汇算清缴期间，个人最常遇到的问题是专项附加扣除漏报、劳务报酬预扣与汇算差额、年终奖计税方式选择。\n本次讲座由两位注册税务师结合真实案例讲解申报步骤，并现场答疑。\n报名成功后凭核销码入场，请提前15分钟签到。',
      signup: openSignup,
      event: [at(1500, 9), at(1500, 12)],
      capacity: 500,
      price: 0,
    },
    {
      id: 2,
      title: '金税四期企业税务风险自查训练营',
      host: '税务通学院',
      location: '线上直播（报名后开通观看权限）',
      online: true,
      summary: '四节直播课，带你用数据视角完成一次企业税务健康检查。',
      content:
        '训练营共四节直播课：发票风险、收入成本匹配、个税与社保数据比对、关联交易。\n每节课后附自查清单，结营后可获得电子结业证书。',
      signup: openSignup,
      event: [at(1550, 19), at(1571, 21)],
      capacity: 300,
      price: 9900,
    },
    {
      id: 3,
      title: '小微企业税收优惠政策面对面',
      host: '税务通 × 龙岗区企业服务中心',
      location: '深圳市龙岗区龙城大道99号 正中时代大厦12楼',
      online: false,
      summary: '小会议室交流，名额有限，先到先得。',
      content:
        '围绕小规模纳税人增值税减免、小型微利企业所得税优惠与六税两费减半征收，专家与企业财务面对面交流。\n场地有限，每家企业限报1人。',
      signup: openSignup,
      event: [at(1530, 14), at(1530, 17)],
      capacity: 6,
      price: 0,
    },
    {
      id: 4,
      title: `${pastYear}年度企业所得税汇算清缴直播`,
      host: '税务通学院',
      location: '线上直播',
      online: true,
      summary: '已结束，回放可在课程中观看。',
      content: `本次直播讲解了${pastYear}年度企业所得税汇算清缴的申报表变化与常见调整事项。`,
      signup: [at(-240), at(-190)],
      event: [at(-185, 19), at(-185, 21)],
      capacity: 1000,
      price: 0,
    },
    {
      id: 5,
      title: `${outlookYear}年税收政策年度展望会`,
      host: '税务通',
      location: '北京市朝阳区建国路81号 华贸中心',
      online: false,
      summary: '年度政策回顾与展望，报名即将开始。',
      content: '邀请财税领域专家回顾年度重要政策，并展望下一年度的征管趋势。',
      signup: [at(1120, 10), at(1450)],
      event: [at(1462, 9), at(1462, 17)],
      capacity: 300,
      price: 0,
    },
    {
      id: 6,
      title: '跨境电商税务合规系列直播',
      host: '税务通学院',
      location: '线上直播',
      online: true,
      summary: '系列直播正在进行中，报名已截止。',
      content: '系列直播每月一期，覆盖出口退税、海外仓、跨境电商综试区核定征收等主题。',
      signup: [at(-120), at(-90)],
      event: [at(-89, 19), at(1490, 21)],
      capacity: 800,
      price: 0,
    },
  ];
}

/** The essay contest, 征稿中 for years from the seeding day (dated like the activities). */
const essay = (at: ReturnType<typeof seedClock>['at']) => ({
  id: 1,
  title: '第三届「税务通」原创征文大赛',
  theme: '新征管形势下的税务实务与思考',
  rules: [
    '作品须为原创、未公开发表的涉税实务或政策解读文章，字数1500-8000字',
    '先在「投稿」中写好并提交审核，再回到本页选择作品参赛',
    '每人最多3篇参赛作品，参赛后作品不可撤回',
    '评审由注册税务师与编辑部共同完成，结果在本页公布',
  ],
  prizes: [
    { name: '一等奖', count: 1, reward: '奖金5000元 + 企业会员年卡' },
    { name: '二等奖', count: 3, reward: '奖金2000元 + 个人会员年卡' },
    { name: '三等奖', count: 10, reward: '奖金500元 + 个人会员季卡' },
    { name: '优秀奖', count: 30, reward: '5000积分' },
  ],
  submitStart: at(-90),
  submitEnd: at(1300, 24),
  announceAt: at(1362, 10),
  maxEntries: 3,
});

export const activitySeed: Seed = {
  name: 'activity',
  run(db, _rng, now) {
    const region = activitySeedQueries(db).region;
    RESCUE_REGIONS.forEach(([name, disaster], i) => region.run(i + 1, name, disaster));
    const activity = activitySeedQueries(db).activity;
    for (const a of activities(seedClock(now).at)) {
      activity.run(
        a.id,
        a.title,
        a.summary,
        a.content,
        a.host,
        a.location,
        a.online ? 1 : 0,
        a.signup[0],
        a.signup[1],
        a.event[0],
        a.event[1],
        a.capacity,
        a.price,
      );
    }
  },
};

/** Its own seed (seeds run once per database by name), so a database seeded before the contest existed gets it too. */
export const essaySeed: Seed = {
  name: 'essay',
  run(db, _rng, now) {
    const ESSAY = essay(seedClock(now).at);
    activitySeedQueries(db).essayContest.run(
      ESSAY.id,
      ESSAY.title,
      ESSAY.theme,
      JSON.stringify(ESSAY.rules),
      JSON.stringify(ESSAY.prizes),
      ESSAY.submitStart,
      ESSAY.submitEnd,
      ESSAY.announceAt,
      ESSAY.maxEntries,
    );
  },
};

/** Channels whose landing page (/channel/coin?channel=) gives new users coins: two running, one ended. */
export const coinChannelSeed: Seed = {
  name: 'coin-channels',
  run(db, _rng, now) {
    const { at } = seedClock(now);
    const channel = activitySeedQueries(db).channel;
    channel.run('official', '税务通官方', 100, at(1490, 24));
    channel.run('wechat-mp', '税务通微信公众号', 200, at(1490, 24));
    channel.run('expo', `${beijingYear(at(-330))}财税博览会`, 300, at(-330, 24));
  },
};
