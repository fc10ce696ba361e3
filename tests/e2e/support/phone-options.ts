import type { PhoneMode } from '../../../simulator/devices';

/** The options each phone project sets (tests/e2e/support/phone-projects.ts), read by the fixtures. */
export type PhoneOptions = {
  /** The simulator profile the project emulates (`iphone-15`). */
  deviceId: string;
  /** The system browser, or the native app's web view with the bridge installed. */
  phoneMode: PhoneMode;
};
