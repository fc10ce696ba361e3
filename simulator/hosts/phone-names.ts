/** How phones are named to QA: in logs, window titles, reports and screenshot files. */
import { BRIDGE_LABELS, type PhoneSummary } from '../host-contract';

const MODE_LABEL = { app: 'App 内', browser: '浏览器' } as const;

/** How a phone is named to QA: device and mode. */
export function phoneLabel(phone: Pick<PhoneSummary, 'deviceName' | 'mode'>): string {
  return `${phone.deviceName} · ${MODE_LABEL[phone.mode]}`;
}

/** A screenshot's file name: phone slot, device and mode, safe on every file system. */
export function screenshotFileName(phone: Pick<PhoneSummary, 'id' | 'deviceId' | 'mode'>): string {
  return `${phone.id}-${phone.deviceId}-${phone.mode}.png`.replace(/[^A-Za-z0-9._-]/g, '_');
}

/**
 * The start log's line for an opened phone: where it ended up (after the app's redirects), the
 * bridge when it is another app's, and in this app its native account, or the number the native
 * login uses, as the panel shows it.
 */
export function openedPhoneLine(
  phone: Pick<
    PhoneSummary,
    'id' | 'deviceName' | 'mode' | 'url' | 'account' | 'defaultNativePhone'
  > &
    Partial<Pick<PhoneSummary, 'bridge'>>,
): string {
  if (phone.bridge && phone.bridge !== 'tax')
    return `已打开 ${phone.id}：${phoneLabel(phone)} · ${BRIDGE_LABELS[phone.bridge]} · ${phone.url}`;
  const account =
    phone.mode !== 'app'
      ? ''
      : phone.account
        ? `，App 已登录 ${phone.account.user.phone}`
        : `，App 未登录（登录时默认用 ${phone.defaultNativePhone ?? '—'}）`;
  return `已打开 ${phone.id}：${phoneLabel(phone)} · ${phone.url}${account}`;
}
