import { Link } from 'react-router';
import { MIN_WITHDRAW_CENTS } from '@/contracts/api/exam';
import { PageFrame } from '@/components/page-frame';
import { WITHDRAW_CHANNELS, MAX_WITHDRAW_CENTS } from '@/domain/quiz/redpack/withdraw-rules';
import '@/domain/quiz/redpack/withdraw.css';

const channels = WITHDRAW_CHANNELS.map((c) => c.label).join('或');

/** 领奖须知: the rules the withdrawal pages and the API apply, in plain words. */
export function ClaimNotes() {
  return (
    <PageFrame title="领奖须知">
      <ol className="withdraw-notes">
        <li>
          答题红包、邀请红包计入红包余额，满{MIN_WITHDRAW_CENTS / 100}元可提现，单次最多提现
          {MAX_WITHDRAW_CENTS / 100}元。
        </li>
        <li>排名奖励在竞赛结束后开放领取，排名以排行榜最终名次为准，每人限领一次。</li>
        <li>可提现到{channels}：微信填写微信号或绑定的手机号，支付宝填写手机号或邮箱。</li>
        <li>真实姓名须与收款账号的实名认证姓名一致，否则无法到账。</li>
        <li>提现提交后即时处理，通常2小时内到账，节假日可能顺延；提现记录可在“查看收益”中查看。</li>
        <li>收款账号和姓名加密传输，仅用于发放奖励。</li>
      </ol>
      <p className="withdraw-links">
        <Link to="/questionnaire/reflect">查看收益</Link>
        <Link to="/questionnaire/connect">领取排名奖励</Link>
      </p>
    </PageFrame>
  );
}
