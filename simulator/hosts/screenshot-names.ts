import type { PhoneSummary } from '../host-contract';

const MODE_LABEL = { app: 'App 内', browser: '浏览器' } as const;

/** How a phone is named to QA: device and mode. */
export function phoneLabel(phone: Pick<PhoneSummary, 'deviceName' | 'mode'>): string {
  return `${phone.deviceName} · ${MODE_LABEL[phone.mode]}`;
}

/** A screenshot's file name: phone slot, device and mode, safe on every file system. */
export function screenshotFileName(phone: Pick<PhoneSummary, 'id' | 'deviceId' | 'mode'>): string {
  return `${phone.id}-${phone.deviceId}-${phone.mode}.png`.replace(/[^A-Za-z0-9._-]/g, '_');
}
