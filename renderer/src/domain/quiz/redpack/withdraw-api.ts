import { commonPublicKeyEndpoint } from '@/contracts/api/crypto';
import type { EndpointResult } from '@/contracts/api/endpoint';
import {
  rankingRewardEndpoint,
  redpackRankingWithdrawEndpoint,
  redpackRecordEndpoint,
  redpackWithdrawEndpoint,
} from '@/contracts/api/exam';
import { callEndpoint, requestEndpoint } from '@/lib/api/call-endpoint';
import { loadRsa } from '@/lib/crypto';
import type { WithdrawChannel } from './withdraw-rules';

/** POST /redpack/record: a page of red-packet records (labelled by the server) and the balance. */
export function fetchRedpackPage(examId: number, page: number, size = 10) {
  return callEndpoint(redpackRecordEndpoint, { body: { examId, page, size } });
}
type RedpackPage = Awaited<ReturnType<typeof fetchRedpackPage>>;
export type RedpackRecord = RedpackPage['list'][number];

/** POST /ranking/reward: the reward tiers and the caller's rank, reward and claim state. */
export function fetchRankingReward(examId: number) {
  return callEndpoint(rankingRewardEndpoint, { body: { examId } });
}
export type RankingReward = Awaited<ReturnType<typeof fetchRankingReward>>;

/** Where the money goes; `account` and `realName` leave the page RSA-encrypted only. */
export type Payee = { channel: WithdrawChannel; account: string; realName: string };

/** The payee with account and real name encrypted by the key of GET /common/publicKey (docs/product.md「红包与提现」). */
async function encryptPayee<T extends Payee>(payload: T): Promise<T> {
  const [{ publicKey }, { rsaEncryptFields }] = await Promise.all([
    callEndpoint(commonPublicKeyEndpoint),
    loadRsa(),
  ]);
  return rsaEncryptFields(payload, ['account', 'realName'], publicKey);
}

/** The payout and the server's own words (提现成功), which the success toast shows. */
export type Withdrawal = { result: EndpointResult<typeof redpackWithdrawEndpoint>; msg: string };

async function postWithdrawal(
  answer: ReturnType<typeof requestEndpoint<typeof redpackWithdrawEndpoint>>,
): Promise<Withdrawal> {
  const { data, msg } = await answer;
  return { result: data, msg };
}

/**
 * POST /redpack/withdraw: `amountCents` of the red-packet balance to the payee. `clientKey` names this
 * withdrawal: the same key again (a retried request) answers the first payout, never a second one.
 */
export async function withdrawRedpack(
  examId: number,
  payee: Payee,
  amountCents: number,
  clientKey: string,
): Promise<Withdrawal> {
  return postWithdrawal(
    requestEndpoint(redpackWithdrawEndpoint, {
      body: await encryptPayee({ examId, amountCents, clientKey, ...payee }),
    }),
  );
}

/** POST /redpack/ranking/withdraw: claims the ranking reward and pays it out to the payee at once (once per user; `clientKey` as above). */
export async function withdrawRankingReward(
  examId: number,
  payee: Payee,
  clientKey: string,
): Promise<Withdrawal> {
  return postWithdrawal(
    requestEndpoint(redpackRankingWithdrawEndpoint, {
      body: await encryptPayee({ examId, clientKey, ...payee }),
    }),
  );
}
