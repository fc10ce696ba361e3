import './submit-confirm.css';
import { Dialog } from 'antd-mobile';

type Props = { unanswered: number | null; onCancel: () => void; onConfirm: () => void };

/** 交卷 with questions left: says how many and asks first (`unanswered` null: closed). */
export function SubmitConfirm({ unanswered, onCancel, onConfirm }: Props) {
  return (
    <Dialog
      className="exam-dialog"
      visible={unanswered !== null}
      content={`${unanswered ?? 0} 题未作答，确定交卷？`}
      onClose={onCancel}
      actions={[
        [
          { key: 'cancel', text: '继续答题', onClick: onCancel },
          { key: 'confirm', text: '确定交卷', bold: true, onClick: onConfirm },
        ],
      ]}
    />
  );
}
