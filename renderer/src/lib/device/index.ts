import UAParser from 'ua-parser-js';
import type { DeviceInfo } from '@/contracts/bridge';
import { inAppVersion } from '@/lib/bridge/detect';
import { DEFAULT_APP_VERSION } from '@/lib/config';

/**
 * A phone or tablet (docs/product.md「首页与导航」) by ua-parser-js 1.x (device type `mobile` or
 * `tablet`). Everything else (desktops, bots, unknown) is non-mobile and is sent to the PC site.
 */
export function isMobileDevice(userAgent: string = navigator.userAgent): boolean {
  const type = parse(userAgent).device.type;
  return type === 'mobile' || type === 'tablet';
}

type Parsed = { device: UAParser.IDevice; os: UAParser.IOS };
let last: { userAgent: string; parsed: Parsed } | undefined;

/** One parse per UA string (device and OS only): its regex tables cost a slow phone real time at boot. */
function parse(userAgent: string): Parsed {
  if (last?.userAgent !== userAgent) {
    const parser = new UAParser(userAgent);
    last = { userAgent, parsed: { device: parser.getDevice(), os: parser.getOS() } };
  }
  return last.parsed;
}

/**
 * Device info as far as a browser can tell (docs/product.md「原生桥接」): platform from the OS (iOS
 * → ios, anything else → android, the only two values the backend knows), the app version from the
 * in-app UA or 4.0.0, the device model when the UA names one. Token and number only come from
 * the native app (getDeviceInfo).
 */
export function deviceInfoFromUa(userAgent: string = navigator.userAgent): DeviceInfo {
  const {
    os: { name: os = '' },
    device,
  } = parse(userAgent);
  return {
    platform: /ios|mac/i.test(os) ? 'ios' : 'android',
    appversion: inAppVersion(userAgent) ?? DEFAULT_APP_VERSION,
    deviceToken: '',
    deviceNum: '',
    deviceModel: [device.vendor, device.model].filter(Boolean).join(' '),
  };
}
