/**
 * An Electron phone's system, as the Chromium hosts give theirs (the panel's 系统 menu): the one
 * PhoneSystem of simulator/hosts/shell over its web view (electron-system-driver.ts), logged in the
 * phone's bridge log (`system.*`). One per web view: a new device or mode starts a new one, as a
 * relaunched Chromium phone does.
 */
import type { Session, WebContents } from 'electron';
import type { BridgeLog } from '../simulator/bridge';
import { viewportFor } from '../simulator/devices';
import type { ShellControls } from '../simulator/hosts/host-adapter';
import type { PhoneConfig } from '../simulator/hosts/panel-host';
import { systemMethods } from '../simulator/hosts/shell/phone-methods';
import { PhoneSystem } from '../simulator/hosts/shell/phone-system';
import { runShellCommand } from '../simulator/hosts/shell/run-command';
import { electronSystemDriver } from './electron-system-driver';

/** The language phones' sessions announce (Phone sets it with the user agent). */
export const PHONE_LANGUAGE = 'zh-CN';

export type PhoneShellOptions = {
  webContents: Pick<WebContents, 'debugger' | 'executeJavaScript' | 'navigationHistory'>;
  session: Pick<Session, 'setPermissionRequestHandler' | 'setPermissionCheckHandler'>;
  config: Pick<PhoneConfig, 'profile' | 'mode'>;
  log: BridgeLog;
  /** App mode's native side: it sends the bridge's `resume`. */
  native: { resume(): void } | null;
  /** The origin of the app the phone shows. */
  webOrigin: string;
  closed: () => boolean;
  close: () => Promise<void>;
  /** Opens a URL in the phone, reopening a closed page. */
  open: (url: string) => Promise<void>;
  /** The system's state changed (a prompt is up or answered, a setting moved). */
  changed: () => void;
};

export type PhoneShell = {
  readonly system: PhoneSystem;
  /** Settles once the page side is installed: the web view loads nothing before. */
  readonly ready: Promise<void>;
  readonly controls: ShellControls;
  dispose(): void;
};

export function createPhoneShell(options: PhoneShellOptions): PhoneShell {
  const { profile, mode } = options.config;
  const viewport = () => viewportFor(profile, mode);
  const driver = electronSystemDriver({
    webContents: options.webContents,
    session: options.session,
    closed: options.closed,
    close: options.close,
    viewport,
    defaultLanguage: PHONE_LANGUAGE,
  });
  const system = new PhoneSystem({
    device: profile,
    mode,
    driver,
    session: options.native ? { emitResume: () => options.native?.resume() } : null,
    log: options.log,
    webOrigin: options.webOrigin,
    language: PHONE_LANGUAGE,
    open: options.open,
  });
  const stop = system.onChange(options.changed);
  const methods = systemMethods(system);
  return {
    system,
    ready: system.install(),
    controls: {
      state: () => system.state(),
      run: (command) => runShellCommand(methods, viewport(), command),
    },
    dispose: () => {
      stop();
      system.dispose();
      void driver.dispose().catch(() => undefined);
    },
  };
}
