import { contributeDetailEndpoint, type ContributionDetail } from '@/contracts/api/contribute';
import { callEndpoint } from '@/lib/api/call-endpoint';

/** GET /contribute/detail/:id: the writer sees every status, readers only published works. */
export function fetchContributionDetail(id: string): Promise<ContributionDetail> {
  return callEndpoint(contributeDetailEndpoint, { params: { id } });
}
