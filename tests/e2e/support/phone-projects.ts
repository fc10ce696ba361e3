/**
 * The Playwright projects, generated from the simulator's own device profiles (simulator/devices),
 * so the tests run on the phones QA uses: one project per family, each on a representative profile.
 */
import type { PlaywrightTestOptions, PlaywrightWorkerOptions, Project } from '@playwright/test';
import type { PhoneMode } from '../../../simulator/devices';
import type { PhoneOptions, ServersOption } from '../../../simulator/testing';

type PhoneProject = Project<
  PlaywrightTestOptions & Partial<PhoneOptions>,
  PlaywrightWorkerOptions & { serversOption: ServersOption }
>;

/** The profile each family runs on: the most common phone of each platform in the simulator. */
const FAMILY_DEVICES = {
  ios: 'iphone-15',
  android: 'xiaomi-14',
  desktop: 'desktop-chrome-windows',
} as const;

/** What a spec's file name says about where it runs. */
const SPEC_KIND = {
  /** An area's specs in a phone browser: `<area>.spec.ts`. */
  browser: /(?<!\.(app|desktop|host|clock))\.spec\.ts$/,
  /** In the native app's web view (bridge installed): `<area>.app.spec.ts`. */
  app: /\.app\.spec\.ts$/,
  desktop: /\.desktop\.spec\.ts$/,
  /** Specs that launch phones themselves through the simulator's Chromium host. */
  host: /\.host\.spec\.ts$/,
  /**
   * In a phone browser, in projects of their own: they move the mock's clock forward (orders close
   * after 30 min). Every worker has its own mock API, so the clock they move is their own; a
   * project of their own keeps their workers (and clocks) apart from the other specs'.
   */
  clock: /\.clock\.spec\.ts$/,
} as const;

/**
 * Chromium (the simulator's browser), and no service worker: it would precache every chunk of the
 * app in each test's fresh context, which is most of a test's work on 2 cores. A spec about the
 * worker itself allows it (`test.use({ serviceWorkers: 'allow' })`), as simulator/hosts does.
 */
const SHARED_USE = { browserName: 'chromium', serviceWorkers: 'block', startUrl: null } as const;

function phoneProject(platform: 'ios' | 'android', mode: PhoneMode): PhoneProject {
  const deviceId = FAMILY_DEVICES[platform];
  return {
    name: `${platform}-${mode}`,
    testMatch: SPEC_KIND[mode],
    use: { ...SHARED_USE, device: deviceId, mode },
  };
}

/** A phone browser project for the specs that move the mock's clock. */
function clockProject(platform: 'ios' | 'android'): PhoneProject {
  return {
    ...phoneProject(platform, 'browser'),
    name: `${platform}-clock`,
    testMatch: SPEC_KIND.clock,
  };
}

/** iOS and Android, browser and app; desktop; the host's own specs; the clock's. */
export function phoneProjects(): PhoneProject[] {
  return [
    phoneProject('ios', 'browser'),
    phoneProject('android', 'browser'),
    phoneProject('ios', 'app'),
    phoneProject('android', 'app'),
    {
      name: 'desktop',
      testMatch: SPEC_KIND.desktop,
      use: { ...SHARED_USE, device: FAMILY_DEVICES.desktop, mode: 'browser' },
    },
    { name: 'host', testMatch: SPEC_KIND.host, use: { browserName: 'chromium' } },
    clockProject('ios'),
    clockProject('android'),
  ];
}
