/** The Chromium host of the simulator (Playwright): phones, their logs and the PC-site stand-in. */
export { openBrowser } from './browser-source';
export { launchPhone, type LaunchPhoneOptions, type Phone } from './launch-phone';
export { DEFAULT_PC_SITE_URL } from './pc-site';
