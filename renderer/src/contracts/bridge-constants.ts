/**
 * The bridge protocol's plain constants, free of zod, so the app's first download can detect the
 * native app without loading the schemas. Re-exported by `./bridge`.
 */

/** Name of the message handler (iOS) and of the injected interface object (Android). */
export const BRIDGE_HANDLER_NAME = 'taxBridge';
/** Global function the native side evaluates to answer calls and emit events. */
export const BRIDGE_RECEIVE_FN = '__taxBridgeReceive';
export { IN_APP_UA_PATTERN } from './in-app-ua';
/** Default time the app waits for an answer; login waits for the user. */
export const BRIDGE_TIMEOUT_MS = 10_000;
export const BRIDGE_LOGIN_TIMEOUT_MS = 5 * 60_000;

export const BRIDGE_ERROR_CODES = {
  UNKNOWN_METHOD: 'UNKNOWN_METHOD',
  BAD_PARAMS: 'BAD_PARAMS',
  CANCELLED: 'CANCELLED',
  TIMEOUT: 'TIMEOUT',
  FAILED: 'FAILED',
  NO_BRIDGE: 'NO_BRIDGE',
} as const;
export type BridgeErrorCode = (typeof BRIDGE_ERROR_CODES)[keyof typeof BRIDGE_ERROR_CODES];
