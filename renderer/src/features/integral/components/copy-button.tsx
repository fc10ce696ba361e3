import { copyText } from '@/lib/share';
import { showSuccess, showToast } from '@/lib/toast';

/** 复制 next to a number or code; `label` names what is copied for screen readers (复制快递单号). */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const copy = async () => {
    try {
      await copyText(text);
      showSuccess('已复制');
    } catch {
      showToast('复制失败，请长按手动复制');
    }
  };
  return (
    <button type="button" className="mall-copy" aria-label={label} onClick={() => void copy()}>
      复制
    </button>
  );
}
