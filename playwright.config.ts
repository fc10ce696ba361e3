import { defineConfig } from '@playwright/test';
import { existsSync } from 'node:fs';
import { phoneProjects } from './tests/e2e/support/phone-projects';
import type { PhoneOptions, ServersOption } from './simulator/testing';

/** Debian's Chromium when present (CI installs it); Playwright's own browser otherwise. */
const systemChromium = '/usr/bin/chromium';
const launchOptions = {
  executablePath: existsSync(systemChromium) ? systemChromium : undefined,
  args: [
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

/** Overridable so that two runs on one machine do not collide. */
export const E2E_API_PORT = Number(process.env.E2E_API_PORT ?? 3911);
export const E2E_WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 4181);

export default defineConfig<Partial<PhoneOptions>, { serversOption: ServersOption }>({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 8_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_WEB_PORT}`,
    launchOptions,
    // Recording every test's trace to keep only the failures' cost about a tenth of the suite's time
    // on CI's 2 cores; there a failure is retried once, and the retry's trace is kept.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    // While the specs move onto the testing entry: E2E_PER_WORKER=1 gives each worker its own
    // in-memory servers, as the entry does by default; otherwise the webServer below serves all.
    serversOption: process.env.E2E_PER_WORKER
      ? { start: 'memory' }
      : { apiUrl: `http://127.0.0.1:${E2E_API_PORT}`, webUrl: `http://127.0.0.1:${E2E_WEB_PORT}` },
  },
  // From the simulator's own profiles: iOS and Android, each in the browser (every area's specs)
  // and in the app (`*.app.spec.ts`, bridge installed); desktop; specs that launch phones themselves.
  projects: phoneProjects(),
  // The mock API (in memory, fresh per run) and the built app served under /app/ with /api-mock proxied to it.
  webServer: [
    {
      command: `npx tsx simulator/api/cli.ts --port ${E2E_API_PORT} --memory`,
      url: `http://127.0.0.1:${E2E_API_PORT}/__sim/health`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `npx vite preview --config renderer/vite.config.ts --port ${E2E_WEB_PORT} --strictPort`,
      url: `http://127.0.0.1:${E2E_WEB_PORT}/app/`,
      env: { MOCK_API_URL: `http://127.0.0.1:${E2E_API_PORT}` },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
