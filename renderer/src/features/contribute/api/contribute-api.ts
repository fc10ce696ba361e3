import {
  contributeCountsEndpoint,
  contributeDeleteEndpoint,
  contributeDraftListEndpoint,
  contributeListEndpoint,
  contributeOfflineEndpoint,
  contributeWithdrawEndpoint,
  type Contribution,
  type ContributionCounts,
} from '@/contracts/api/contribute';
import type { Page } from '@/contracts/api/envelope';
import { callEndpoint } from '@/lib/api/call-endpoint';

/** GET /contribute/list: the writer's works, newest change first, optionally of one status. */
export function fetchContributions(status: number | undefined, page = 1, size = 50): Promise<Page<Contribution>> {
  return callEndpoint(contributeListEndpoint, { query: { status, page, size } });
}

/** GET /contribute/counts: the numbers on the /delivery tabs. */
export function fetchContributionCounts(): Promise<ContributionCounts> {
  return callEndpoint(contributeCountsEndpoint);
}

/** GET /contribute/draft/list: drafts, newest first. */
export function fetchContributionDrafts(): Promise<Contribution[]> {
  return callEndpoint(contributeDraftListEndpoint);
}

/** POST /contribute/delete/:id (not while under review). */
export async function deleteContribution(id: number): Promise<void> {
  await callEndpoint(contributeDeleteEndpoint, { params: { id } });
}

/** POST /contribute/withdraw/:id: back from review to the drafts. */
export function withdrawContribution(id: number): Promise<Contribution> {
  return callEndpoint(contributeWithdrawEndpoint, { params: { id } });
}

/** POST /contribute/offline/:id: hides a published work from readers. */
export function takeContributionOffline(id: number): Promise<Contribution> {
  return callEndpoint(contributeOfflineEndpoint, { params: { id } });
}
