import {
  contributionCountsSchema,
  contributionSchema,
  deleteResultSchema,
  type Contribution,
  type ContributionCounts,
} from '@/contracts/api/contribute';
import { pageOf, type Page } from '@/contracts/api/envelope';
import * as z from 'zod/mini';
import { http, parseData } from '@/lib/http';

const contributionPageSchema = pageOf(contributionSchema);

/** GET /contribute/list: the writer's works, newest change first, optionally of one status. */
export async function fetchContributions(status: number | undefined, page = 1, size = 50): Promise<Page<Contribution>> {
  return parseData(contributionPageSchema, await http.get('/contribute/list', { params: { status, page, size } }));
}

/** GET /contribute/counts: the numbers on the /delivery tabs. */
export async function fetchContributionCounts(): Promise<ContributionCounts> {
  return parseData(contributionCountsSchema, await http.get('/contribute/counts'));
}

/** GET /contribute/draft/list: drafts, newest first. */
export async function fetchContributionDrafts(): Promise<Contribution[]> {
  return parseData(z.array(contributionSchema), await http.get('/contribute/draft/list'));
}

/** POST /contribute/delete/:id (not while under review). */
export async function deleteContribution(id: number): Promise<void> {
  parseData(deleteResultSchema, await http.post(`/contribute/delete/${id}`));
}

/** POST /contribute/withdraw/:id: back from review to the drafts. */
export async function withdrawContribution(id: number): Promise<Contribution> {
  return parseData(contributionSchema, await http.post(`/contribute/withdraw/${id}`));
}

/** POST /contribute/offline/:id: hides a published work from readers. */
export async function takeContributionOffline(id: number): Promise<Contribution> {
  return parseData(contributionSchema, await http.post(`/contribute/offline/${id}`));
}
