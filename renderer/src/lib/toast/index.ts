import { Toast } from 'antd-mobile';

/** Spec §2: the 'coming soon' toast. */
export const COMING_SOON_TEXT = '敬请期待';

/** A short text toast (errors, hints). Empty messages are not shown. */
export function showToast(msg: string): void {
  if (!msg) return;
  Toast.show({ content: msg, position: 'center' });
}

/** A success toast with the tick icon. */
export function showSuccess(msg: string): void {
  Toast.show({ content: msg, icon: 'success' });
}

/** Toast `敬请期待` for features that are not offered yet. */
export function showComingSoon(): void {
  showToast(COMING_SOON_TEXT);
}
