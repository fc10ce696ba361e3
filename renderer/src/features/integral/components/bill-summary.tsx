import type { MallAccount } from '@/contracts/api/mall';
import { describeError } from '@/components/states';

type Props = { account: MallAccount | undefined; error: unknown; onRetry: () => void };

/**
 * The bill's head: the points usable now and those frozen by open exchanges, so the lines below add
 * up. A balance that failed to load says so with a retry (a 0 would tell the user their points are gone).
 */
export function BillSummary({ account, error, onRetry }: Props) {
  if (error && !account) {
    return (
      <section className="mall-bill-summary" aria-label="积分概况">
        <p role="alert">积分加载失败：{describeError(error).description}</p>
        <button type="button" className="mall-button" onClick={onRetry}>
          重试
        </button>
      </section>
    );
  }
  return (
    <section className="mall-bill-summary" aria-label="积分概况" aria-busy={!account}>
      <p>
        可用积分 <strong>{account ? account.points : '--'}</strong>
        {account && account.frozenPoints > 0 ? (
          <>
            {' · '}冻结中 <strong>{account.frozenPoints}</strong>
          </>
        ) : null}
      </p>
      {account && account.frozenPoints > 0 ? (
        <p className="mall-form__muted">
          兑换订单待发货、待收货时积分冻结：订单完成后扣除，订单关闭则退回
        </p>
      ) : null}
    </section>
  );
}
