/**
 * Which bridge a phone speaks: the one QA picked when opening it, else the host's default (the
 * CLI's `--bridge`), checked against the phone's device and mode; every refusal in Chinese.
 */
import { protocolMismatch } from '../bridge/protocols';
import type { DeviceProfile } from '../devices';
import { BRIDGE_LABELS, type OpenPhoneArgs, type PhoneMode } from '../host-contract';
import type { PhoneBridge } from './host-adapter';

/** What the host offers: whether it has other apps' bridges at all, and its default. */
type HostBridges = { foreignBridges: boolean; defaultBridge: PhoneBridge | null };

/**
 * The bridge of a new phone; null for this app's own. A table given for the host's default protocol
 * replaces the host's table; another protocol without a table answers nothing (every method unknown).
 * @throws Error when the host has no foreign bridges, or the protocol does not fit the phone.
 */
export function choosePhoneBridge(
  args: Pick<OpenPhoneArgs, 'bridge' | 'handlers'>,
  host: HostBridges,
  profile: DeviceProfile,
  mode: PhoneMode,
): PhoneBridge | null {
  const protocol = args.bridge ?? host.defaultBridge?.protocol ?? 'tax';
  if (protocol === 'tax') {
    if (args.handlers)
      throw new Error('方法应答表只用于其他 App 的桥接：请同时选择桥接协议（例如 DSBridge）');
    return null;
  }
  if (!host.foreignBridges)
    throw new Error(
      `Electron 模拟器不能模拟其他 App 的桥接（${BRIDGE_LABELS[protocol]}）：请用 Chromium 模拟器（npm run sim）`,
    );
  const bridge: PhoneBridge = {
    protocol,
    handlers:
      args.handlers ??
      (host.defaultBridge?.protocol === protocol ? host.defaultBridge.handlers : {}),
  };
  assertBridgeFits(bridge, profile, mode);
  return bridge;
}

/** @throws Error when another app's bridge cannot run on this device in this mode. */
export function assertBridgeFits(
  bridge: PhoneBridge | undefined,
  profile: DeviceProfile,
  mode: PhoneMode,
): void {
  if (!bridge) return;
  const problem = protocolMismatch(bridge.protocol, profile, mode);
  if (problem)
    throw new Error(
      `${BRIDGE_LABELS[bridge.protocol]} 不能用于「${profile.name}」（${mode === 'app' ? 'App 内' : '手机浏览器'}）：${problem}`,
    );
}

/** Any http(s) URL: what a phone on another app's bridge may open besides this app's pages. */
export function webPageUrl(input: string): string | null {
  try {
    const url = new URL(input.trim());
    return /^https?:$/.test(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}
