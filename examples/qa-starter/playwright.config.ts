import { defineConfig } from '@playwright/test';
import { existsSync } from 'node:fs';
import type { PhoneOptions, ServersOption } from 'tax-h5/testing';

/** Debian's Chromium where it is installed; Playwright's own browser otherwise. */
const systemChromium = '/usr/bin/chromium';

export default defineConfig<Partial<PhoneOptions>, { serversOption: ServersOption }>({
  testDir: 'tests',
  workers: 2,
  timeout: 45_000,
  reporter: [['list']],
  use: {
    launchOptions: existsSync(systemChromium) ? { executablePath: systemChromium } : {},
    trace: 'retain-on-failure',
    // The mock API and the app start in each worker, in memory. To test against servers already
    // running (`npm start` in the app's repository), give their addresses instead:
    // serversOption: { apiUrl: 'http://127.0.0.1:3900', webUrl: 'http://127.0.0.1:4800' },
  },
});
