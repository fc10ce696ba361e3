import type { BridgeErrorCode } from '../../renderer/src/contracts/bridge';

/** An error the native side answers with `{ id, error: { code, message } }`. */
export class BridgeError extends Error {
  readonly code: BridgeErrorCode;

  constructor(code: BridgeErrorCode, message: string) {
    super(message);
    this.name = 'BridgeError';
    this.code = code;
  }
}
