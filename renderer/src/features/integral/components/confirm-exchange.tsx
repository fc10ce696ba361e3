type Props = { text: string; pending: boolean; onCancel: () => void; onConfirm: () => void };

/** Asks before points are spent; 确认兑换 is disabled while the exchange is on its way. */
export function ConfirmExchange({ text, pending, onCancel, onConfirm }: Props) {
  return (
    <div className="mall-mask">
      <div className="mall-confirm" role="dialog" aria-modal="true" aria-label="确认兑换">
        <h2 className="mall-confirm__title">确认兑换</h2>
        <p className="mall-confirm__text">{text}</p>
        <div className="mall-confirm__actions">
          <button
            type="button"
            className="mall-button mall-button--ghost"
            onClick={onCancel}
            disabled={pending}
          >
            取消
          </button>
          <button type="button" className="mall-button" onClick={onConfirm} disabled={pending}>
            {pending ? '兑换中…' : '确认兑换'}
          </button>
        </div>
      </div>
    </div>
  );
}
