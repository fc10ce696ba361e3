/**
 * The CLI's `--bridge` and `--handlers`: which bridge the phones speak and how another app's
 * methods are answered, checked before anything starts, each mistake said in Chinese with what
 * to fix.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  BRIDGE_PROTOCOLS,
  isBridgeProtocol,
  parseHandlerTable,
  protocolMismatch,
  type ForeignProtocol,
  type HandlerTable,
} from '../bridge/protocols';
import type { DeviceProfile, PhoneMode } from '../devices';

/** The flags as parsed (undefined: not given). */
export type ForeignBridgeFlags = {
  bridge?: string;
  handlers?: string;
  url?: string;
  mode: PhoneMode;
  profiles: readonly DeviceProfile[];
};

/** Another app's bridge for every phone, and the mode each phone runs in. */
export type ForeignBridgeChoice = {
  protocol: ForeignProtocol;
  handlers: HandlerTable;
  /** WeChat's JS-SDK runs in WeChat's browser; the others in the app's web view. */
  mode: PhoneMode;
};

/**
 * Null for this app's own bridge (no `--bridge`, or `--bridge tax`).
 * @throws Error naming the flag to fix.
 */
export function foreignBridgeFromFlags(
  flags: ForeignBridgeFlags,
  readFile: (path: string) => string = (path) => readFileSync(resolve(path), 'utf8'),
): ForeignBridgeChoice | null {
  const { bridge } = flags;
  if (bridge !== undefined && !isBridgeProtocol(bridge))
    throw new Error(`--bridge 只能是 ${BRIDGE_PROTOCOLS.join('、')}，收到：${bridge}`);
  if (!bridge || bridge === 'tax') {
    if (flags.handlers !== undefined)
      throw new Error(
        '--handlers 只用于其他 App 的桥接：请同时给出 --bridge（例如 --bridge dsbridge）',
      );
    return null;
  }
  if (!flags.url || !/^https?:\/\//i.test(flags.url))
    throw new Error(
      `--bridge ${bridge} 打开的是其他 App 的网页：请用 --url 给出完整地址（http:// 或 https://）`,
    );
  let handlers: HandlerTable = {};
  if (flags.handlers !== undefined) {
    let text: string;
    try {
      text = readFile(flags.handlers);
    } catch {
      throw new Error(`读不到方法应答表 ${flags.handlers}：请检查 --handlers 的路径`);
    }
    try {
      handlers = parseHandlerTable(text);
    } catch (error) {
      throw new Error(
        `--handlers ${flags.handlers}：${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  const mode: PhoneMode = bridge === 'wechat-sdk' ? 'browser' : 'app';
  for (const profile of flags.profiles) {
    const problem = protocolMismatch(bridge, profile, mode);
    if (problem) throw new Error(`--bridge ${bridge} 不能用于 --device ${profile.id}：${problem}`);
  }
  return { protocol: bridge, handlers, mode };
}
