import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AppSession, MockApi } from '../../../simulator/testing';
import { LoginOverlay } from './login-overlay';

const AXE_SOURCE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
type AxeViolation = { id: string; impact: string | null; nodes: { target: unknown[] }[] };

/**
 * axe-core's serious and critical violations on the page as it is now (WCAG 2.x A/AA), once any
 * toast has gone: caught mid-fade, its text is briefly faint and axe reads that as low contrast.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.locator('.adm-toast-mask').waitFor({ state: 'detached', timeout: 5_000 });
  await page.addScriptTag({ path: AXE_SOURCE });
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> };
    };
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      targets: v.nodes.map((n) => JSON.stringify(n.target)),
    }));
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.targets.join(', ')}`);
}

/**
 * Signs `phone` in through the app's SMS overlay (already open) with the code the mock API sent,
 * waits for the overlay to close, and answers a session of the same account for API calls.
 */
export async function signInOnOverlay(
  page: Page,
  mockApi: MockApi,
  phone: string,
): Promise<AppSession> {
  await new LoginOverlay(page).signInWith(mockApi, phone);
  return mockApi.signIn(phone);
}
