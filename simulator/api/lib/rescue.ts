import type { FastifyRequest } from 'fastify';
import {
  RESCUE_MESSAGES,
  RESCUE_STATUS_TEXT,
  type RescueApplication,
} from '../../../renderer/src/contracts/api/rescue';
import type { Db } from '../db/types';
import { rescueQueries, type RescueRow } from '../queries/rescue';
import { badRequest, conflict } from './envelope';
import { publicUrl } from './urls';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The relief measures the intro page lists (what an adviser helps the applicant claim). */
export const RESCUE_POLICIES = [
  {
    title: '延期申报与延期缴纳',
    text: '受灾纳税人可申请延期办理纳税申报；确有困难的，经批准可延期缴纳税款，最长不超过3个月。',
  },
  {
    title: '房产税、城镇土地使用税减免',
    text: '因灾导致房屋、土地损毁或停用的，可按规定申请减征或免征房产税和城镇土地使用税。',
  },
  {
    title: '企业所得税损失税前扣除',
    text: '因灾造成的资产损失，可在企业所得税前据实扣除，咨询顾问协助整理损失证明材料。',
  },
  { title: '个人所得税减征', text: '因严重自然灾害遭受重大损失的个人，可申请减征个人所得税。' },
  {
    title: '捐赠税前扣除',
    text: '企业和个人通过公益性组织向受灾地区的捐赠，可按规定在计算所得税时扣除。',
  },
] as const;

export const RESCUE_HOTLINE = '400-800-1234';

/** 138****1234: the record may be shown on a shared screen. */
export const maskPhone = (phone: string): string => `${phone.slice(0, 3)}****${phone.slice(-4)}`;

/** Two working days after `from` (Beijing time; Saturday and Sunday skipped): when an adviser calls back by. */
export function replyDeadline(from: number): number {
  let t = from;
  let left = 2;
  while (left > 0) {
    t += DAY;
    const weekday = new Date(t + 8 * HOUR).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return t;
}

/** 受理编号: JZ + the Beijing year of the request + its id on 6 digits. */
const ticketNo = (row: Pick<RescueRow, 'id' | 'created_at'>): string =>
  `JZ${new Date(row.created_at + 8 * HOUR).getUTCFullYear()}${String(row.id).padStart(6, '0')}`;

export function rescueOf(req: FastifyRequest, row: RescueRow): RescueApplication {
  return {
    id: row.id,
    ticketNo: ticketNo(row),
    companyName: row.company_name ?? '',
    creditCode: row.credit_code ?? '',
    region: row.region,
    contactName: row.name,
    maskedPhone: maskPhone(row.phone),
    question: row.question,
    images: (JSON.parse(row.images) as string[]).map((path) => publicUrl(req, path)),
    status: row.status,
    statusText: RESCUE_STATUS_TEXT[row.status] ?? '已受理',
    createdAt: row.created_at,
    replyBy: replyDeadline(row.created_at),
  };
}

/** Upload URLs end in /files/<id>: only images this server stored may be attached; kept as paths. */
const UPLOAD_PATH = /\/files\/(\d{1,9})$/;

function uploadPaths(db: Db, urls: readonly string[]): string[] {
  return urls.map((url) => {
    const id = UPLOAD_PATH.exec(new URL(url).pathname)?.[1];
    if (!id || !rescueQueries(db).uploadExists(Number(id)))
      throw badRequest(RESCUE_MESSAGES.imageUrl);
    return `/files/${id}`;
  });
}

export type RescueRequest = {
  companyName: string;
  creditCode: string;
  region: string;
  contactName: string;
  phone: string;
  question: string;
  images: string[];
  clientKey?: string | undefined;
};

/**
 * Takes a request (call inside a transaction). A retried send (same client key) answers the first
 * record; a user with a request still open, or a company whose request is open, is refused.
 */
export function applyForRescue(
  db: Db,
  userId: number,
  body: RescueRequest,
  now: number,
): RescueRow {
  const q = rescueQueries(db);
  if (body.clientKey !== undefined) {
    const earlier = q.byClientKey(userId, body.clientKey);
    if (earlier) return earlier;
  }
  if (!q.isRegion(body.region)) throw badRequest(RESCUE_MESSAGES.region);
  const mine = q.openOfUser(userId);
  if (mine) throw conflict(`您已提交过申请（受理编号 ${ticketNo(mine)}），请耐心等待工作人员联系`);
  const company = q.openOfCreditCode(body.creditCode);
  if (company) throw conflict(`该企业已提交过申请（受理编号 ${ticketNo(company)}），请勿重复提交`);
  const images = uploadPaths(db, body.images);
  const id = q.insert({
    userId,
    name: body.contactName,
    phone: body.phone,
    companyName: body.companyName,
    creditCode: body.creditCode,
    region: body.region,
    question: body.question,
    images: JSON.stringify(images),
    clientKey: body.clientKey ?? null,
    now,
  });
  const row = q.mine(id, userId);
  if (!row) throw new Error('rescue application vanished after insert');
  return row;
}
