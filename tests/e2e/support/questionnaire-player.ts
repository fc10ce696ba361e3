/**
 * The questionnaire competition's player, for its specs: a fresh account per test, signed in the
 * way the native app signs in, and QA's view of the question on screen.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { API_URL, expect } from './fixtures';

export type Envelope<T> = { success: boolean; msg: string; data: T };
export type Answer = { index: number; type: number; right: string; wrong: string };

/** A new player per test, retry and worker: a fresh account with the day's three chances and the starter props. */
export function newPhone(testInfo: { workerIndex: number; retry: number; title: string }): string {
  const salt = [...testInfo.title].reduce((n, c) => (n * 31 + c.charCodeAt(0)) % 1000, 7);
  return `137${testInfo.retry % 10}${testInfo.workerIndex % 10}${String(salt).padStart(3, '0')}${String(Date.now() % 1000).padStart(3, '0')}`;
}

/** Logs in as `phone` the way the native app would (no SMS) and starts the page with that session. */
export async function playAs(
  page: Page,
  request: APIRequestContext,
  phone: string,
): Promise<string> {
  const session = (await (
    await request.post(`${API_URL}/__sim/native-session`, { data: { phone } })
  ).json()) as Envelope<{ token: string }>;
  await page.addInitScript((t) => sessionStorage.setItem('token', t), session.data.token);
  return session.data.token;
}

/** QA's view of the current question: its right answer and a wrong option. */
export async function currentAnswer(
  request: APIRequestContext,
  attemptId: number,
): Promise<Answer> {
  return (
    (await (
      await request.get(`${API_URL}/__sim/questionnaire/answer/${attemptId}`)
    ).json()) as Envelope<Answer>
  ).data;
}

const attemptOf = (page: Page): number => Number(new URL(page.url()).searchParams.get('attemptId'));
export const option = (page: Page, key: string) =>
  page.getByRole('list', { name: '选项' }).getByRole('button', { name: new RegExp(`^${key}\\. `) });
export const secondsOnTimer = async (page: Page): Promise<number> =>
  Number((await page.getByRole('timer').getAttribute('aria-label'))?.match(/\d+/)?.[0]);

/** Answers the current question with `keys` (several for a multiple-choice question). */
export async function answer(page: Page, a: Answer, keys: string): Promise<void> {
  for (const k of keys) await option(page, k).click();
  if (a.type === 2) await page.getByRole('button', { name: '提交答案' }).click();
}

export async function answerRight(page: Page, request: APIRequestContext): Promise<void> {
  const a = await currentAnswer(request, attemptOf(page));
  await answer(page, a, a.right);
  await expect(page.getByRole('status').filter({ hasText: '回答正确' })).toBeVisible();
}
