import { articleCollectListEndpoint } from '@/contracts/api/article';
import { callEndpoint } from '@/lib/api/call-endpoint';

/** One page of the signed-in user's collected articles, newest collect first. */
export function fetchFavorites(page: number, size = 10) {
  return callEndpoint(articleCollectListEndpoint, { query: { page, size } });
}
