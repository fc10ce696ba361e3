/** The Chromium host of the simulator (Playwright): phones, their logs and the PC-site stand-in. */
export { CHROMIUM_ARGS, launchChromium, SYSTEM_CHROMIUM } from './chromium';
export { browserSourceFromOptions, openBrowser, type BrowserSource } from './browser-source';
export { phoneBaseUrl, probeFromBrowser, unreachableMessage } from './reachability';
export {
  launchPhone,
  type LaunchPhoneOptions,
  type Phone,
  type ShareLogEntry,
} from './launch-phone';
export { attachNetworkLog, NetworkLog, toCurl, type NetworkLogEntry } from './network-log';
export {
  isNetworkPreset,
  NETWORK_PRESETS,
  networkConditions,
  type NetworkPreset,
} from './network-presets';
export { DEFAULT_PC_SITE_URL, PC_STAND_IN_PATH, pcStandInHtml } from './pc-site';
