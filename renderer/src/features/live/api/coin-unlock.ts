import { coinUnlockEndpoint, type CoinUnlock } from '@/contracts/api/channel';
import { callEndpoint } from '@/lib/api/call-endpoint';

// Loaded when the learner taps 金币解锁, so the request schema stays off the course page's first load.

/** POST /coin/unlock: the course bought with coins; the same `clientKey` again spends nothing twice. */
export const unlockWithCoins = (courseId: number, clientKey: string): Promise<CoinUnlock> =>
  callEndpoint(coinUnlockEndpoint, { body: { courseId, clientKey } });
