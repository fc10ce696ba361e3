import type { MallAccount } from '@/contracts/api/mall';

type Props = {
  account: MallAccount | undefined;
  error: unknown;
  onRetry: () => void;
  /** What to show of a loaded balance (the balance itself, or what is left after the order). */
  show: (points: number) => string;
};

/**
 * A figure derived from the balance. A balance that failed to load says so with 重试 instead of a
 * number (a 0 or a blank would tell the user their points are gone); while loading, --.
 */
export function BalanceValue({ account, error, onRetry, show }: Props) {
  if (account) return <span>{show(account.points)}</span>;
  if (!error) return <span aria-busy="true">--</span>;
  return (
    <span className="mall-balance-failed">
      <span role="alert">积分加载失败</span>
      <button type="button" className="mall-text-button" onClick={onRetry}>
        重试
      </button>
    </span>
  );
}
