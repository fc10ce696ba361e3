type Props = {
  title: string;
  text: string;
  confirmText: string;
  pendingText: string;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** Asks before an action that cannot be undone (删除地址, 确认收货); its button is disabled while pending. */
export function MallDialog({
  title,
  text,
  confirmText,
  pendingText,
  pending,
  onCancel,
  onConfirm,
}: Props) {
  return (
    <div className="mall-mask">
      <div className="mall-confirm" role="dialog" aria-modal="true" aria-label={title}>
        <h2 className="mall-confirm__title">{title}</h2>
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
            {pending ? pendingText : confirmText}
          </button>
        </div>
      </div>
    </div>
  );
}
