/**
 * Setting up contributions (投稿) through the app's own endpoints and QA's review control, and
 * reading the server's refusal of a save a client sends past the editor.
 */
import {
  contributeSaveEndpoint,
  type ContributionSaveBody,
} from '../../../renderer/src/contracts/api/contribute';
import { MockApiError, type AppSession, type MockApi } from '../../../simulator/testing';

/** A work's fields the specs do not vary. */
const WORK_DEFAULTS: Pick<ContributionSaveBody, 'category' | 'tags' | 'agreed'> = {
  category: 'practice',
  tags: ['增值税'],
  agreed: true,
};

/** `user` saves a work (sent for review when `submit`); its id. */
export async function saveWork(
  user: AppSession,
  work: Partial<ContributionSaveBody> & Pick<ContributionSaveBody, 'title' | 'contentHtml'>,
): Promise<number> {
  return (await user.call(contributeSaveEndpoint, { body: { ...WORK_DEFAULTS, ...work } })).id;
}

/** QA reviews a work in the editors' place. */
export async function review(mockApi: MockApi, id: number, approve: boolean, reason?: string) {
  await mockApi.contributeReview({ body: { id, approve, ...(reason ? { reason } : {}) } });
}

/** The HTTP status and the server's own message of a call that must be refused. */
export async function refusalOf(call: Promise<unknown>): Promise<{ status: number; msg: string }> {
  const error = await call.then(
    () => new Error('the server accepted what it should refuse'),
    (e: unknown) => e,
  );
  if (!(error instanceof MockApiError)) throw error;
  // MockApiError's message is `<METHOD> <path>：<the server's msg>`.
  return { status: error.status, msg: error.message.slice(error.message.indexOf('：') + 1) };
}
