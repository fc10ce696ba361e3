/**
 * The questionnaire competition's player, for its specs: QA's view of the question on screen, and
 * answering it.
 */
import type { Page } from '@playwright/test';
import type { MockApi } from '../../../simulator/testing';
import { expect } from './fixtures';

export type Answer = { index: number; type: number; right: string; wrong: string };

/** QA's view of the current question of attempt `attemptId`: its right answer and a wrong option. */
export function answerOf(mockApi: MockApi, attemptId: number): Promise<Answer> {
  return mockApi.challengeAnswer({ params: { attemptId } });
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

/** Answers the current question right (QA knows the answer) and waits for the verdict. */
export async function answerRightWith(page: Page, mockApi: MockApi): Promise<void> {
  const a = await answerOf(mockApi, attemptOf(page));
  await answer(page, a, a.right);
  await expect(page.getByRole('status').filter({ hasText: '回答正确' })).toBeVisible();
}
