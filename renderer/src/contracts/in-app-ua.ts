/**
 * The in-app web view's UA ends with ` TaxApp/<appversion>`. A module of its own: the app's entry
 * detects the native app with it, and importing it from `./bridge-constants` would put every bridge
 * constant into the entry (the bridge chunk shares them through it).
 */
export const IN_APP_UA_PATTERN = /\sTaxApp\/(\d+(?:\.\d+)*)\s*$/;
