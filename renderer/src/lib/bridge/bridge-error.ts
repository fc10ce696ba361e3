import { BRIDGE_ERROR_CODES, type BridgeErrorCode } from '@/contracts/bridge-constants';

/** A bridge call that did not succeed: `code` is one of the protocol's error codes (or the native's own). */
export class BridgeError extends Error {
  // `declare`: set in the constructor only, so the build needs no class-field helper (see ApiError).
  declare readonly code: BridgeErrorCode | (string & {});

  constructor(code: BridgeErrorCode | (string & {}), message: string) {
    super(message);
    this.name = 'BridgeError';
    this.code = code;
  }
}

export function isBridgeError(error: unknown): error is BridgeError {
  return error instanceof BridgeError;
}

/** The user closed the native login sheet (or another native UI). */
export function isCancelled(error: unknown): boolean {
  return isBridgeError(error) && error.code === BRIDGE_ERROR_CODES.CANCELLED;
}
