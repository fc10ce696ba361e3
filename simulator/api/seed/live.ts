import type { Seed } from '../db/types';
import { liveSeedQueries } from '../queries/seed/live';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const SINGLES: [string, string, string][] = [
  ['2025年度个人所得税综合所得汇算清缴实操', '退税、补税与常见申报误区一次讲清', '个人所得税'],
  ['小规模纳税人增值税减免政策全解析', '财政部 税务总局公告2023年第19号适用要点', '增值税'],
  ['研发费用加计扣除政策与申报要点', '100%加计扣除的归集口径与留存备查资料', '企业所得税'],
  ['企业所得税年度纳税申报表填报详解', 'A类申报表主表与附表逐行讲解', '企业所得税'],
  ['数电发票全面推广下的开票与入账', '乐企、税务数字账户与电子凭证归档', '发票管理'],
  ['金税四期下的企业税务风险自查', '从指标预警看常见风险点', '税务稽查'],
  ['高新技术企业认定与税收优惠', '认定条件、研发费用占比与15%税率', '税收优惠'],
  ['股权转让个人所得税实务', '计税依据核定与67号公告要点', '个人所得税'],
  ['房地产企业土地增值税清算', '清算条件、扣除项目与预征率', '土地增值税'],
  ['出口退（免）税申报实务', '免抵退计算与单证备案', '出口退税'],
  ['留抵退税政策回顾与风险防范', '增量留抵与存量留抵的退税条件', '增值税'],
  ['社保费征管与用工成本测算', '灵活用工、劳务报酬与工资薪金的区别', '社保'],
  ['印花税法实施后的申报要点', '应税凭证、计税依据与减免', '印花税'],
  ['跨境电商税收政策解读', '综试区核定征收与零售出口免税', '跨境税收'],
  ['建筑业增值税与预缴实务', '跨地区项目预缴、简易计税与分包扣除', '增值税'],
  ['固定资产加速折旧政策应用', '500万元以下设备器具一次性扣除', '企业所得税'],
  ['非居民企业所得税源泉扣缴', '扣缴义务、税收协定待遇与备案', '国际税收'],
  ['合同涉税条款审查', '价税分离、发票条款与纳税义务发生时间', '税务筹划'],
  ['《中华人民共和国增值税法》要点解读', '2026年1月1日起施行的变化与衔接', '增值税'],
  ['年终奖单独计税与并入综合所得的选择', '政策延续至2027年底的测算方法', '个人所得税'],
];

const SERIES: [string, string, string, string[]][] = [
  [
    '税务师考试·税法（一）精讲',
    '增值税、消费税与附加税费系统讲解',
    '税务师考试',
    [
      '增值税征税范围',
      '增值税税率与征收率',
      '进项税额抵扣',
      '增值税特殊销售方式',
      '消费税计税',
      '附加税费',
      '真题串讲',
    ],
  ],
  [
    '税务师考试·涉税服务实务冲刺',
    '高频考点与综合题解题思路',
    '税务师考试',
    ['涉税服务概述', '纳税申报代理', '税务行政复议', '涉税鉴证', '综合题演练'],
  ],
  [
    '企业所得税汇算清缴系列课',
    '从收入确认到纳税调整',
    '企业所得税',
    ['收入类调整', '扣除类调整', '资产类调整', '税收优惠填报', '弥补亏损', '汇总纳税'],
  ],
  [
    '个税专项附加扣除全攻略',
    '七项专项附加扣除逐项讲透',
    '个人所得税',
    ['子女教育与3岁以下婴幼儿照护', '继续教育', '大病医疗', '住房贷款利息与住房租金', '赡养老人'],
  ],
  [
    '财务人员纳税筹划训练营',
    '合法合规的筹划思路与案例',
    '税务筹划',
    ['筹划的边界', '组织形式选择', '薪酬筹划', '采购与销售环节', '案例复盘'],
  ],
  [
    '增值税法系列解读',
    '逐章对照暂行条例看变化',
    '增值税',
    ['总则与税目', '税率', '应纳税额', '税收优惠', '征收管理'],
  ],
  [
    '出口企业退税系列',
    '生产企业与外贸企业退税全流程',
    '出口退税',
    ['出口退税备案', '免抵退计算', '外贸企业免退税', '单证管理'],
  ],
  [
    '税务稽查应对系列',
    '稽查流程、证据与沟通',
    '税务稽查',
    ['稽查选案', '检查程序', '证据规则', '处理处罚与救济'],
  ],
  [
    '小微企业税收优惠系列',
    '六税两费减半与所得税优惠',
    '税收优惠',
    ['小型微利企业判定', '六税两费', '增值税小规模优惠', '申报演示'],
  ],
  [
    '数电发票实操系列',
    '开具、交付、查验与红冲',
    '发票管理',
    ['数电发票基础', '开具与交付', '红字发票', '入账与归档'],
  ],
];

const introHtml = (
  title: string,
  subtitle: string,
  lecturer: string,
  lecturerTitle: string,
): string =>
  `<h3>课程简介</h3><p>${title}：${subtitle}。</p><h3>适合人群</h3><ul><li>企业财务、办税人员</li><li>税务师事务所从业人员</li><li>备考税务师、注册会计师的考生</li></ul><h3>讲师</h3><p>${lecturer}，${lecturerTitle}，长期从事企业税务咨询与培训。</p><table><tr><th>模块</th><th>内容</th></tr><tr><td>政策</td><td>原文与口径</td></tr><tr><td>实务</td><td>申报与案例</td></tr></table>`;

/** 30 courses: 20 single premium courses and 10 series with chapters, lecturers drawn from the seeded experts. */
export const liveSeed: Seed = {
  name: 'live',
  run(db, rng, now) {
    const experts = liveSeedQueries(db).experts.all();
    const course = liveSeedQueries(db).course;
    const chapter = liveSeedQueries(db).chapter;
    const all = [
      ...SINGLES.map((s) => ({ type: 1, s, chapters: [] as string[] })),
      ...SERIES.map(([t, sub, cat, ch]) => ({
        type: 2,
        s: [t, sub, cat] as [string, string, string],
        chapters: ch,
      })),
    ];
    all.forEach((c, i) => {
      const id = i + 1;
      const expert = experts[i % Math.max(1, experts.length)] ?? {
        id: null,
        nickname: '林建华',
        title: '注册税务师',
      };
      // The first two singles are upcoming, the third is live now, the rest are playbacks.
      const status = c.type === 1 && i < 2 ? 0 : c.type === 1 && i === 2 ? 1 : 2;
      const startAt =
        status === 0
          ? now + (i + 2) * DAY + 11 * HOUR
          : status === 1
            ? now - HOUR / 2
            : now - rng.int(3, 420) * DAY + 11 * HOUR;
      const duration = c.type === 1 ? rng.int(45, 120) * 60 : 0;
      const price =
        c.type === 1
          ? rng.pick([0, 1990, 4900, 9900, 19900])
          : rng.pick([19900, 29900, 49900, 99900]);
      course.run({
        id,
        type: c.type,
        title: c.s[0],
        subtitle: c.s[1],
        category: c.s[2],
        lecturer: expert.nickname,
        lecturerTitle: expert.title,
        lecturerId: expert.id,
        intro: introHtml(c.s[0], c.s[1], expert.nickname, expert.title),
        price,
        memberFree: price === 0 ? 0 : rng.chance(0.5) ? 1 : 0,
        startAt,
        status,
        duration,
        views: rng.int(200, 25_000),
        likes: rng.int(10, 1800),
        trial: price === 0 ? 0 : 300,
        school: c.type === 2 ? 1 : 0,
        sort: i,
      });
      let total = 0;
      c.chapters.forEach((title, k) => {
        const d = rng.int(25, 70) * 60;
        total += d;
        chapter.run(id, `第${k + 1}讲 ${title}`, k + 1, d, k === 0 ? 1 : 0);
      });
      if (c.type === 2) liveSeedQueries(db).courseDuration.run(total, id);
    });

    const msgs = [
      '老师讲得很清楚，谢谢！',
      '请问小规模纳税人季度销售额30万以内是否免征增值税？',
      '课件在哪里下载？',
      '汇算清缴截止到6月30日吗？',
      '研发费用加计扣除可以在预缴时享受吗？',
      '打卡学习第三天',
      '这个案例太实用了',
      '数电发票红冲需要对方确认吗？',
      '期待下一讲',
      '留抵退税的条件能再讲一下吗？',
    ];
    const interaction = liveSeedQueries(db).interaction;
    for (let id = 1; id <= all.length; id++) {
      const n = rng.int(3, 12);
      for (let k = 0; k < n; k++)
        interaction.run(
          id,
          rng.int(21, 180),
          rng.pick(msgs),
          rng.int(0, 60),
          now - rng.int(1, 3000) * 60_000,
        );
    }
  },
};
