import type { APIRequestContext, Page } from '@playwright/test';
import { API_URL } from './fixtures';

/** The mock API's envelope. */
export type Envelope<T> = { success: boolean; msg: string; data: T };

/** A new player per test, retry, worker and project: a fresh account with the day's chances. */
export function newPhone(
  testInfo: { workerIndex: number; retry: number; title: string; project: { name: string } },
  role: number,
): string {
  const salt = [...`${testInfo.title}${testInfo.project.name}`].reduce(
    (n, c) => (n * 31 + c.charCodeAt(0)) % 100,
    7,
  );
  return `139${role}${testInfo.workerIndex % 10}${String(salt).padStart(2, '0')}${String(Date.now() % 10000).padStart(4, '0')}`;
}

/** A session for `phone` as the app would hold it after login (the simulator's native session: no SMS). */
export async function sessionOf(request: APIRequestContext, phone: string): Promise<string> {
  const r = (await (
    await request.post(`${API_URL}/__sim/native-session`, { data: { phone } })
  ).json()) as Envelope<{ token: string }>;
  return r.data.token;
}

/** Starts the page with `token`'s session, as the app would after login. */
export async function playAs(page: Page, token: string): Promise<void> {
  await page.addInitScript((t) => sessionStorage.setItem('token', t), token);
}
