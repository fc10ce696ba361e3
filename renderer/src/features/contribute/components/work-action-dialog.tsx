import { Dialog } from 'antd-mobile';
import './contribute.css';

/** What a work's action asks before it runs (`run` absent: a notice with one button). */
export type PendingAction = {
  title: string;
  content: string;
  confirmText: string;
  danger: boolean;
  run?: () => Promise<string>;
};

type Props = { pending: PendingAction | null; onClose: () => void; onConfirm: () => void };

/**
 * The confirmation (or notice) of a work's action. Its own module, loaded by use-work-actions when
 * the writer first taps an action: antd-mobile's Dialog is not part of /delivery's first render.
 */
export function WorkActionDialog({ pending, onClose, onConfirm }: Props) {
  return (
    <Dialog
      className="contribute-colors"
      visible={pending !== null}
      title={pending?.title}
      content={pending?.content}
      onClose={onClose}
      actions={[
        pending?.run
          ? [
              { key: 'cancel', text: '取消', onClick: onClose },
              {
                key: 'confirm',
                text: pending.confirmText,
                danger: pending.danger,
                bold: true,
                onClick: onConfirm,
              },
            ]
          : [
              {
                key: 'confirm',
                text: pending?.confirmText ?? '知道了',
                bold: true,
                onClick: onClose,
              },
            ],
      ]}
    />
  );
}
