import { contributionDetailSchema, type ContributionDetail } from '@/contracts/api/contribute';
import { http, parseData } from '@/lib/http';

/** GET /contribute/detail/:id: the writer sees every status, readers only published works. */
export async function fetchContributionDetail(id: string): Promise<ContributionDetail> {
  return parseData(contributionDetailSchema, await http.get(`/contribute/detail/${encodeURIComponent(id)}`));
}
