import { isInApp } from '@/lib/bridge';

/**
 * Inside the iOS app, digital goods are sold only through Apple's in-app purchase (App Store rule
 * 3.1.1): no other channel, no link to one.
 */
export function isIosApp(userAgent: string = navigator.userAgent): boolean {
  return isInApp(userAgent) && /iPhone|iPad|iPod/i.test(userAgent);
}
