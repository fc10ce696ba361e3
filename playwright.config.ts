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

/**
 * Each worker starts its own mock API (in memory) and app on free ports, as the testing entry does
 * by default, so runs and workers never share state or ports. `E2E_API_URL` and `E2E_WEB_URL`
 * point the suite at servers already running instead (a QA machine with `npm start` open).
 */
const serversOption: ServersOption =
  process.env.E2E_API_URL && process.env.E2E_WEB_URL
    ? { apiUrl: process.env.E2E_API_URL, webUrl: process.env.E2E_WEB_URL }
    : { start: 'memory' };

export default defineConfig<Partial<PhoneOptions>, { serversOption: ServersOption }>({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 8_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    launchOptions,
    // Recording every test's trace to keep only the failures' cost about a tenth of the suite's time
    // on CI's 2 cores; there a failure is retried once, and the retry's trace is kept.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    serversOption,
  },
  // From the simulator's own profiles: iOS and Android, each in the browser (every area's specs)
  // and in the app (`*.app.spec.ts`, bridge installed); desktop; specs that launch phones themselves.
  projects: phoneProjects(),
});
