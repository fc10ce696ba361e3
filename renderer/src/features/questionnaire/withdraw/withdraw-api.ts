import { publicKeySchema } from '@/contracts/api/crypto';
import {
  rankingRewardSchema,
  redpackPageSchema,
  withdrawResultSchema,
} from '@/contracts/api/exam';
import { loadRsa } from '@/lib/crypto';
import { http, parseData } from '@/lib/http';
import type { WithdrawChannel } from './withdraw-rules';

/** POST /redpack/record: a page of red-packet records (spec §4 labels from the server) and the balance. */
export async function fetchRedpackPage(examId: number, page: number, size = 10) {
  return parseData(redpackPageSchema, await http.post('/redpack/record', { examId, page, size }));
}
export type RedpackPage = Awaited<ReturnType<typeof fetchRedpackPage>>;
export type RedpackRecord = RedpackPage['list'][number];

/** POST /ranking/reward: the reward tiers and the caller's rank, reward and claim state. */
export async function fetchRankingReward(examId: number) {
  return parseData(rankingRewardSchema, await http.post('/ranking/reward', { examId }));
}
export type RankingReward = Awaited<ReturnType<typeof fetchRankingReward>>;

/** Where the money goes; `account` and `realName` leave the page RSA-encrypted only. */
export type Payee = { channel: WithdrawChannel; account: string; realName: string };

/** The payee with account and real name encrypted by the key of GET /common/publicKey (spec §9). */
async function encryptPayee<T extends Payee>(payload: T): Promise<T> {
  const [{ publicKey }, { rsaEncryptFields }] = await Promise.all([
    http.get('/common/publicKey').then((body) => parseData(publicKeySchema, body)),
    loadRsa(),
  ]);
  return rsaEncryptFields(payload, ['account', 'realName'], publicKey);
}

async function postWithdrawal(url: string, body: Record<string, unknown>) {
  const reply = await http.post(url, body);
  // The server's own words (提现成功) are what the success toast shows.
  return { result: parseData(withdrawResultSchema, reply), msg: reply.msg };
}
export type Withdrawal = Awaited<ReturnType<typeof postWithdrawal>>;

/** POST /redpack/withdraw: `amountCents` of the red-packet balance to the payee. */
export async function withdrawRedpack(examId: number, payee: Payee, amountCents: number): Promise<Withdrawal> {
  return postWithdrawal('/redpack/withdraw', await encryptPayee({ examId, amountCents, ...payee }));
}

/** POST /redpack/ranking/withdraw: claims the ranking reward and pays it out to the payee at once. */
export async function withdrawRankingReward(examId: number, payee: Payee): Promise<Withdrawal> {
  return postWithdrawal('/redpack/ranking/withdraw', await encryptPayee({ examId, ...payee }));
}
