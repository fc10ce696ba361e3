import { createRequire } from 'node:module';
import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { E2E_API_PORT } from '../../../playwright.config';

/** The mock API, for QA reads (/__sim) and server-side checks. */
export const API = `http://127.0.0.1:${E2E_API_PORT}`;

/** A number of its own per test, slot and retry: the mock API allows one code per number per 60 s. */
export function memberPhone(testInfo: TestInfo, slot: number): string {
  const serial = `${testInfo.retry}${testInfo.workerIndex % 10}${String(slot).padStart(2, '0')}${String(Date.now() % 10_000).padStart(4, '0')}`;
  return `135${serial}`;
}

async function latestCode(request: APIRequestContext, phone: string): Promise<string> {
  const body = (await (await request.get(`${API}/__sim/sms?phone=${phone}`)).json()) as { data: { code: string }[] };
  return body.data[0]?.code ?? '';
}

/** Logs in through the SMS overlay that is open (or opening) on `page`. */
export async function loginInOverlay(page: Page, request: APIRequestContext, phone: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: '注册/登录' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('手机号').fill(phone);
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  await expect.poll(() => latestCode(request, phone)).toMatch(/^\d{6}$/);
  await dialog.getByLabel('验证码').fill(await latestCode(request, phone));
  await dialog.getByRole('button', { name: '登录', exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** The page's session token (sessionStorage, spec §7), to act as the same user through the API. */
export async function pageToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  if (!token) throw new Error('the page holds no token: log in first');
  return token;
}

const AXE_SOURCE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
type AxeViolation = { id: string; impact: string | null; nodes: { target: unknown[] }[] };

/** axe-core's serious and critical violations on the page as it is now (WCAG 2.x A/AA). */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE_SOURCE });
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } };
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => JSON.stringify(n.target)) }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.targets.join(', ')}`);
}
