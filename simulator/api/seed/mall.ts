import type { Seed } from '../db/types';
import { mallSeedQueries } from '../queries/seed/mall';

type G = [
  title: string,
  category: 'gift' | 'book' | 'course' | 'member',
  points: number,
  marketCents: number,
  grant: [string, number] | null,
  tag: string | null,
];

/** 40 goods: gifts, books and materials, course and membership vouchers. */
const GOODS: G[] = [
  ['税务通定制保温杯 500ml', 'gift', 1800, 6900, null, '热门'],
  ['财税人专用笔记本（A5 三本装）', 'gift', 900, 3900, null, null],
  ['税务通帆布包', 'gift', 1200, 4900, null, null],
  ['无线充电移动电源 10000mAh', 'gift', 5800, 16900, null, '限量'],
  ['蓝牙降噪耳机', 'gift', 12800, 39900, null, null],
  ['办公桌面收纳套装', 'gift', 2200, 7900, null, null],
  ['定制中性笔（10支装）', 'gift', 500, 1990, null, null],
  ['护眼台灯', 'gift', 8800, 25900, null, null],
  ['人体工学护腰靠垫', 'gift', 4600, 12900, null, null],
  ['计算器（财务专用 12 位）', 'gift', 2600, 8900, null, '财务必备'],
  ['真空保鲜午餐盒', 'gift', 1900, 5900, null, null],
  ['便携雨伞', 'gift', 1500, 4900, null, null],
  ['U盘 64GB', 'gift', 2400, 6900, null, null],
  ['鼠标垫（超大号）', 'gift', 800, 2900, null, null],
  ['桌面绿植盆栽', 'gift', 1300, 3900, null, null],
  ['《中华人民共和国增值税法》释义', 'book', 3600, 9800, null, '新书'],
  ['2026版税收法规汇编（上下册）', 'book', 6800, 19800, null, null],
  ['企业所得税汇算清缴实务指南', 'book', 3200, 8800, null, null],
  ['个人所得税实务与案例', 'book', 2800, 6800, null, null],
  ['税务师考试·税法（一）历年真题', 'book', 2600, 5900, null, null],
  ['税务师考试·涉税服务实务讲义', 'book', 2600, 5900, null, null],
  ['数电发票操作手册', 'book', 1600, 3900, null, null],
  ['纳税筹划：方法与案例', 'book', 3000, 7800, null, null],
  ['出口退税实务一本通', 'book', 2900, 6800, null, null],
  ['税务稽查应对实务', 'book', 3400, 8800, null, null],
  ['单课兑换券·汇算清缴实操', 'course', 3000, 9900, ['course', 1], null],
  ['单课兑换券·研发费用加计扣除', 'course', 2000, 4900, ['course', 3], null],
  ['单课兑换券·数电发票', 'course', 4500, 19900, ['course', 5], '超值'],
  ['单课兑换券·金税四期风险自查', 'course', 3000, 9900, ['course', 6], null],
  ['系列课兑换券·个税专项附加扣除', 'course', 9000, 29900, ['course', 24], null],
  ['系列课兑换券·小微企业税收优惠', 'course', 9000, 29900, ['course', 29], null],
  ['课程通用券（满99减20）', 'course', 800, 2000, ['coupon', 2], null],
  ['系列课专享券（满199减50）', 'course', 1800, 5000, ['coupon', 4], null],
  ['免费咨询券', 'course', 4000, 9900, ['coupon', 3], '热门'],
  ['个人会员·7天体验卡', 'member', 1500, 1000, ['member', 7], null],
  ['个人会员·月卡', 'member', 5000, 3800, ['member', 31], '热门'],
  ['个人会员·季卡', 'member', 12000, 9800, ['member', 92], null],
  ['新人会员立减券', 'member', 500, 1000, ['coupon', 1], null],
  ['年卡续费券', 'member', 2500, 5000, ['coupon', 5], null],
  ['会员积分礼包（兑换后返还300积分）', 'member', 200, 0, ['points', 300], '新人专享'],
];

export const mallSeed: Seed = {
  name: 'mall',
  run(db, rng, now) {
    const insert = mallSeedQueries(db).goods;
    GOODS.forEach(([title, category, points, market, grant, tag], i) => {
      const virtual = category === 'course' || category === 'member';
      const detail = `<h3>商品介绍</h3><p>${title}，积分兑换专享。</p><h3>兑换说明</h3><ul><li>${virtual ? '兑换成功后立即发放到账户，可在“我的”中查看。' : '兑换成功后3个工作日内发货，包邮（港澳台及偏远地区除外）。'}</li><li>积分一经兑换不予退还。</li><li>每人限兑${virtual ? 3 : 5}件。</li></ul>`;
      // Two gifts are sold out so the app's sold-out state can be seen.
      const stock = i === 4 || i === 7 ? 0 : rng.int(20, 500);
      insert.run(
        i + 1,
        title,
        category,
        points,
        0,
        market,
        stock,
        rng.int(12, 3600),
        virtual ? 1 : 0,
        grant?.[0] ?? null,
        grant?.[1] ?? null,
        tag,
        detail,
        virtual ? 3 : 5,
        i,
      );
    });
    // One good's exchange has ended and one opens in the future, so 已结束 and 未开始 can be seen.
    mallSeedQueries(db).goodsEndAt.run(now - 62 * 86_400_000); // ended two months ago
    mallSeedQueries(db).goodsStartAt.run(now + 5 * 365 * 86_400_000);
    // Seeded members have addresses, so exchange records and logistics are not empty.
    const address = mallSeedQueries(db).address;
    // Shipped a day after the exchange; those shipped 15 days before the clock count as received.
    const order = mallSeedQueries(db).order;
    const event = mallSeedQueries(db).event;
    const places: [string, string, string, string][] = [
      ['广东省', '深圳市', '南山区', '科技园南区深南大道9988号'],
      ['广东省', '广州市', '天河区', '珠江新城华夏路16号'],
      ['浙江省', '杭州市', '西湖区', '文三路478号'],
      ['北京市', '北京市', '朝阳区', '建国路88号'],
    ];
    for (let userId = 21; userId <= 60; userId += 4) {
      const nick = mallSeedQueries(db).user.get(userId);
      if (!nick) continue;
      const [province, city, district, detail] = rng.pick(places);
      address.run(
        userId,
        nick.nickname,
        nick.phone,
        province,
        city,
        district,
        detail,
        now - 90 * 86_400_000,
      );
      const goodsId = rng.int(1, 15);
      const g = GOODS[goodsId - 1];
      const at = now - rng.int(2, 60) * 86_400_000;
      const shippedAt = at + 86_400_000;
      const id = order.run(
        `M${at}${userId}`,
        userId,
        goodsId,
        g?.[2] ?? 1000,
        JSON.stringify({
          name: nick.nickname,
          phone: nick.phone,
          province,
          city,
          district,
          detail,
        }),
        '顺丰速运',
        `SF${String(1_000_000_000 + userId * 7_777_777).slice(0, 12)}`,
        at,
        shippedAt,
      ).lastInsertRowid;
      event.run(id, shippedAt, '【东莞】快件已由顺丰速运揽收');
      event.run(id, shippedAt + 20 * 3_600_000, `快件已到达【${city}${district}营业部】`);
    }
  },
};
