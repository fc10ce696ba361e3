import {
  channelCoinClaimEndpoint,
  channelCoinEndpoint,
  channelCoinMineEndpoint,
  coinPackagesEndpoint,
  type ChannelCoin,
  type CoinClaim,
  type CoinPackages,
} from '@/contracts/api/channel';
import { callEndpoint } from '@/lib/api/call-endpoint';

/** GET /channel/coin: the channel's gift (the default channel when none is given) and the user's coins. */
export const fetchChannelCoin = (channel: string | null): Promise<ChannelCoin> =>
  callEndpoint(channelCoinEndpoint, { query: channel ? { channel } : {} });

/** POST /channel/coin/claim: a refusal rejects with the server's msg (toasted by http). */
export const claimChannelCoin = (channel: string): Promise<CoinClaim> =>
  callEndpoint(channelCoinClaimEndpoint, { body: { channel } });

/** GET /channel/coin/mine: the user's gift, or null when none was claimed. */
export const fetchMyCoinClaim = (): Promise<CoinClaim | null> =>
  callEndpoint(channelCoinMineEndpoint);

/** GET /coin/packages: the coin packages and the user's balance (null when signed out). */
export const fetchCoinPackages = (): Promise<CoinPackages> => callEndpoint(coinPackagesEndpoint);
