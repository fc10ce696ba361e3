import type { Seed } from '../db/types';
import { SEED_USER_COUNT } from './users';
import { NEW_MEMBER_WELFARE } from './new-member-welfare';
import { beijingYear, DAY } from './seed-clock';
import { memberSeedQueries } from '../queries/seed/member';

const PLANS = [
  {
    id: 1,
    name: '个人会员·月卡',
    level: 1,
    days: 31,
    price: 3800,
    original: 5800,
    description: '全站文章、问答精华与会员专享课程，按月畅读',
    tag: null,
  },
  {
    id: 2,
    name: '个人会员·季卡',
    level: 1,
    days: 92,
    price: 9800,
    original: 17400,
    description: '适合备考季与汇算清缴季集中学习',
    tag: '热销',
  },
  {
    id: 3,
    name: '个人会员·年卡',
    level: 1,
    days: 365,
    price: 29800,
    original: 69600,
    description: '全年无限阅读，赠专家咨询券2张',
    tag: '超值',
  },
  {
    id: 4,
    name: '标准企业体验月卡',
    level: 2,
    days: 30,
    price: 9900,
    original: 39900,
    description: '企业5个账号共享会员权益，体验30天',
    tag: '体验',
  },
  {
    id: 5,
    name: '企业会员·年卡',
    level: 2,
    days: 365,
    price: 198000,
    original: 398000,
    description: '企业20个账号、专属顾问、政策解读直播与年度税务健康检查',
    tag: '企业首选',
  },
] as const;

const RIGHTS = [
  ['文章阅读', '政策解读、实务案例全文', '每日3篇', '无限', '无限'],
  ['税务问答', '查看专家回答与追问', '部分可见', '全部可见', '全部可见'],
  ['会员课程', '会员免费的直播与回放', '—', '免费观看', '免费观看'],
  ['专家咨询', '注册税务师一对一图文咨询', '按次付费', '年卡赠2次', '每月4次'],
  ['资料下载', '法规汇编、申报表模板', '—', '每月20份', '不限'],
  ['企业账号', '企业内共享会员权益', '—', '—', '最多20个'],
  ['专属顾问', '一对一服务群', '—', '—', '有'],
] as const;

const TEMPLATES = [
  { id: 1, title: '新人会员立减券', amount: 1000, threshold: 3000, scope: 1, days: 30 },
  { id: 2, title: '课程通用券', amount: 2000, threshold: 9900, scope: 0, days: 60 },
  { id: 3, title: '免费咨询券', amount: 9900, threshold: 0, scope: 4, days: 90 },
  { id: 4, title: '系列课专享券', amount: 5000, threshold: 19900, scope: 3, days: 45 },
  { id: 5, title: '年卡续费券', amount: 5000, threshold: 29800, scope: 1, days: 30 },
] as const;

const WELFARE = [
  {
    id: 1,
    title: '每月免费咨询券',
    description: '会员每月可领取一张免费图文咨询券',
    minLevel: 1,
    kind: 'coupon',
    value: 3,
  },
  {
    id: 2,
    title: '会员积分礼包',
    description: '领取500积分，可在积分商城兑换礼品',
    minLevel: 1,
    kind: 'points',
    value: 500,
  },
  {
    id: 3,
    title: '企业专享课程券',
    description: '企业会员领取系列课专享券',
    minLevel: 2,
    kind: 'coupon',
    value: 4,
  },
  {
    id: 4,
    title: '新人课程通用券',
    description: '所有用户可领取一次课程通用券',
    minLevel: 0,
    kind: 'coupon',
    value: 2,
  },
  {
    id: 5,
    title: '汇算清缴季课程礼包',
    description: '汇算清缴季限时发放的系列课专享券',
    minLevel: 0,
    kind: 'coupon',
    value: 4,
    endsInDays: -62,
  },
  {
    id: 6,
    title: '年终答谢积分礼包',
    description: '年终答谢，会员可领1000积分',
    minLevel: 1,
    kind: 'points',
    value: 1000,
    startsInDays: 365,
  },
  {
    id: 7,
    title: '限量免费咨询券',
    description: '每月限量50张，先到先得',
    minLevel: 1,
    kind: 'coupon',
    value: 3,
    stock: 50,
    claimed: 50,
  },
  NEW_MEMBER_WELFARE,
] as const;

/** Deterministic redemption codes: SW + the seeding year + 8 characters (no 0/O/1/I to avoid misreading). */
const CODE_CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export const memberSeed: Seed = {
  name: 'member',
  run(db, rng, now) {
    const plan = memberSeedQueries(db).plan;
    PLANS.forEach((p, i) =>
      plan.run(
        p.id,
        p.name,
        p.level,
        p.days,
        p.price,
        p.original,
        p.description,
        p.tag,
        `com.taxapp.member.${p.id}`,
        i,
      ),
    );
    const right = memberSeedQueries(db).right;
    RIGHTS.forEach((r, i) => right.run(i + 1, ...r));
    const tpl = memberSeedQueries(db).tpl;
    for (const t of TEMPLATES) tpl.run(t.id, t.title, t.amount, t.threshold, t.scope, t.days);
    const welfare = memberSeedQueries(db).welfare;
    for (const w of WELFARE) {
      // One benefit each of 已结束 (two months ago), 未开始 (a year ahead) and 已领完.
      const endsAt = 'endsInDays' in w ? now + w.endsInDays * DAY : null;
      const startsAt = 'startsInDays' in w ? now + w.startsInDays * DAY : null;
      welfare.run(
        w.id,
        w.title,
        w.description,
        w.minLevel,
        w.kind,
        w.value,
        'stock' in w ? w.stock : null,
        'claimed' in w ? w.claimed : 0,
        startsAt,
        endsAt,
      );
    }

    const coupon = memberSeedQueries(db).coupon;
    for (let userId = 21; userId <= SEED_USER_COUNT; userId += 3) {
      const t = rng.pick(TEMPLATES);
      const receivedAt = now - rng.int(1, 80) * DAY;
      coupon.run(
        `C${String(userId).padStart(4, '0')}${t.id}${rng.int(1000, 9999)}`,
        userId,
        t.id,
        receivedAt,
        receivedAt + t.days * DAY,
      );
    }
    const code = memberSeedQueries(db).code;
    for (let i = 0; i < 60; i++) {
      const p = i % 3 === 0 ? PLANS[2] : i % 3 === 1 ? PLANS[0] : PLANS[3];
      const text = `SW${beijingYear(now)}${Array.from({ length: 8 }, () => rng.pick(Array.from(CODE_CHARS))).join('')}`;
      const used = i >= 50;
      code.run(
        text,
        p.id,
        p.days,
        now + 300 * DAY,
        used ? 21 + i : null,
        used ? now - rng.int(1, 30) * DAY : null,
      );
    }

    // Member cards: MC + 10 digits, a 6-digit password; the last one expired unused.
    const card = memberSeedQueries(db).card;
    for (let i = 1; i <= 40; i++) {
      const plan = i % 2 === 0 ? PLANS[0] : PLANS[2];
      card.run(
        i,
        `MC${beijingYear(now)}${String(rng.int(0, 9999)).padStart(4, '0')}${String(i).padStart(2, '0')}`,
        String(rng.int(100000, 999999)),
        plan.id,
        i === 40 ? now - DAY : now + 400 * DAY,
      );
    }

    // Every member also holds one coupon received in the last 10 days (all templates run 30 days
    // or more), so whichever seeded account a phone signs in with has one to use.
    const usable = TEMPLATES.filter((t) => t.id !== 1);
    for (let userId = 21; userId <= SEED_USER_COUNT; userId++) {
      const t = usable[userId % usable.length] ?? TEMPLATES[1];
      const receivedAt = now - rng.int(1, 10) * DAY;
      coupon.run(
        `U${String(userId).padStart(4, '0')}${t.id}${rng.int(1000, 9999)}`,
        userId,
        t.id,
        receivedAt,
        receivedAt + t.days * DAY,
      );
    }
  },
};
