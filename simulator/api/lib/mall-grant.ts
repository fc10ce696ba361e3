/** What a virtual good of the integral mall stands for, given at once when it is exchanged. */
import type { Db } from '../db/types';
import type { GoodsRow } from '../queries/mall';
import { courseQueries } from '../queries/courses';
import { giveCoupon } from './coupons';
import { badRequest, conflict } from './envelope';
import { grantMembership } from './membership';
import { changePoints } from './points-ledger';

const HOUR = 3_600_000;

/** Gives what a virtual good stands for; answers the note shown with the order and any codes issued. */
export function grantVirtual(
  db: Db,
  userId: number,
  g: GoodsRow,
  quantity: number,
  now: number,
): { note: string; codes: string[] } {
  const note = grantNote(db, userId, g, quantity, now);
  return typeof note === 'string' ? { note, codes: [] } : note;
}

function grantNote(
  db: Db,
  userId: number,
  g: GoodsRow,
  quantity: number,
  now: number,
): string | { note: string; codes: string[] } {
  const v = g.grant_value ?? 0;
  switch (g.grant_kind) {
    case 'course': {
      const courses = courseQueries(db);
      if (courses.owns(userId, v)) throw conflict('您已拥有该课程，无需兑换');
      if (quantity !== 1) throw badRequest('课程兑换券每次只能兑换1张');
      courses.addWithoutOrder(userId, v, now);
      return '课程已开通，可在“我的课程”中观看';
    }
    case 'coupon': {
      const codes = Array.from({ length: quantity }, () => giveCoupon(db, userId, v, now));
      return { note: `优惠券已发放，券码：${codes.join('、')}`, codes };
    }
    case 'member': {
      const expireAt = grantMembership(db, userId, 1, v * quantity, now);
      return `会员已延长${v * quantity}天，有效期至${new Date(expireAt + 8 * HOUR).toISOString().slice(0, 10)}`;
    }
    case 'points':
      changePoints(db, userId, v * quantity, `${g.title}返还`, now);
      return `已返还${v * quantity}积分`;
    default:
      return '权益已发放到账户';
  }
}
