/**
 * A phone's web view made to behave as its device: metrics, DPR, mobile viewport, touch and the
 * network preset, over Electron's device emulation and the DevTools protocol (the network log
 * listens on the same protocol client).
 */
import type { WebContents } from 'electron';
import { viewportFor } from '../simulator/devices';
import { networkConditions } from '../simulator/hosts/network-presets';
import type { PhoneConfig } from '../simulator/hosts/panel-host';
import { isCdpNetworkEvent, type CdpNetworkEvent } from './network-log';

type EmulationEvents = { networkEvent(event: CdpNetworkEvent): void };

/** Attaches the protocol client, applies the device and keeps it applied across navigations. */
export function emulatePhone(
  wc: WebContents,
  config: () => PhoneConfig,
  events: EmulationEvents,
): void {
  try {
    wc.debugger.attach('1.3');
  } catch {
    // Already attached (DevTools protocol client from a previous configuration).
  }
  wc.debugger.on('message', (_event, method, params) => {
    if (isCdpNetworkEvent(method, params))
      events.networkEvent({ method, params } as CdpNetworkEvent);
  });
  const apply = () => void applyDevice(wc, config()).catch(() => undefined);
  apply();
  // Electron drops device emulation on cross-origin renderer swaps and when DevTools opens or
  // closes (electron/electron#27820, #9805): apply it again each time.
  wc.on('did-start-navigation', (details) => {
    if (details.isMainFrame && !details.isSameDocument) apply();
  });
  wc.on('devtools-opened', apply);
  wc.on('devtools-closed', apply);
  void (async () => {
    await wc.debugger.sendCommand('Network.enable', {});
    await applyNetworkPreset(wc, config().network);
  })().catch(() => undefined);
}

/**
 * Metrics, DPR, mobile viewport and touch: Electron's device emulation plus the same overrides
 * over CDP, as Playwright sets them (the CDP ones survive navigations within a renderer).
 */
async function applyDevice(wc: WebContents, { profile, mode }: PhoneConfig): Promise<void> {
  const viewport = viewportFor(profile, mode);
  wc.enableDeviceEmulation({
    screenPosition: profile.isMobile ? 'mobile' : 'desktop',
    screenSize: profile.screen,
    viewPosition: { x: 0, y: 0 },
    deviceScaleFactor: profile.deviceScaleFactor,
    viewSize: viewport,
    scale: 1,
  });
  await wc.debugger.sendCommand('Emulation.setDeviceMetricsOverride', {
    width: viewport.width,
    height: viewport.height,
    deviceScaleFactor: profile.deviceScaleFactor,
    mobile: profile.isMobile,
    screenWidth: profile.screen.width,
    screenHeight: profile.screen.height,
  });
  if (profile.hasTouch) {
    await wc.debugger.sendCommand('Emulation.setTouchEmulationEnabled', {
      enabled: true,
      maxTouchPoints: 5,
    });
    await wc.debugger.sendCommand('Emulation.setEmitTouchEventsForMouse', {
      enabled: true,
      configuration: 'mobile',
    });
  }
}

export async function applyNetworkPreset(
  wc: WebContents,
  network: PhoneConfig['network'],
): Promise<void> {
  await wc.debugger.sendCommand('Network.emulateNetworkConditions', {
    ...networkConditions(network),
  });
}
