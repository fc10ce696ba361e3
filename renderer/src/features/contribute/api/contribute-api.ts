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
import { useSessionStore } from '@/stores/session-store';

const requestContributions = (
  status: number | undefined,
  page: number,
  size: number,
): Promise<Page<Contribution>> =>
  callEndpoint(contributeListEndpoint, { query: { status, page, size } });
const requestCounts = (): Promise<ContributionCounts> => callEndpoint(contributeCountsEndpoint);

/** An early answer older than this is not used: the page asks again. */
const EARLY_MAX_AGE_MS = 10_000;
const early = new Map<string, { at: number; answer: Promise<unknown> }>();
const FIRST_PAGE = { page: 1, size: 50 } as const;

/** The early answer for `key` if one is fresh (each is used once), else a new request. */
function takeEarly<T>(key: string, request: () => Promise<T>): Promise<T> {
  const found = early.get(key);
  early.delete(key);
  return found && Date.now() - found.at < EARLY_MAX_AGE_MS
    ? (found.answer as Promise<T>)
    : request();
}

/**
 * Requests what /delivery shows first (the counts and the 全部 list) along with the page's code,
 * not after its first render: on a phone that saves a round trip before the works show (the works
 * page's Lighthouse score). Signed-out, nothing is asked (the page shows the login prompt).
 */
export function prefetchDeliveryFirstScreen(): void {
  if (!useSessionStore.getState().token) return;
  const requests: [string, () => Promise<unknown>][] = [
    ['counts', requestCounts],
    ['list:all', () => requestContributions(undefined, FIRST_PAGE.page, FIRST_PAGE.size)],
  ];
  for (const [key, request] of requests) {
    const answer = request();
    // Failures surface when the page takes the answer (the http client has toasted them once).
    answer.catch(() => undefined);
    early.set(key, { at: Date.now(), answer });
  }
}

/** GET /contribute/list: the writer's works, newest change first, optionally of one status. */
export function fetchContributions(
  status: number | undefined,
  page: number = FIRST_PAGE.page,
  size: number = FIRST_PAGE.size,
): Promise<Page<Contribution>> {
  const first = status === undefined && page === FIRST_PAGE.page && size === FIRST_PAGE.size;
  return first
    ? takeEarly('list:all', () => requestContributions(status, page, size))
    : requestContributions(status, page, size);
}

/** GET /contribute/counts: the numbers on the /delivery tabs. */
export function fetchContributionCounts(): Promise<ContributionCounts> {
  return takeEarly('counts', requestCounts);
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
