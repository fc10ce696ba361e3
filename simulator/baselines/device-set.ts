/**
 * The phones a baseline run uses: `xiaomi-14:app,iphone-se:browser`. Each entry is a device id of
 * simulator/devices and how the page is shown there (inside the app's web view, under its native
 * title bar, or in the phone's browser, under its bars): the two look different, so both are named.
 */
import { getDevice, supportsAppMode, type DeviceProfile, type PhoneMode } from '../devices';

export type BaselineTarget = {
  device: DeviceProfile;
  mode: PhoneMode;
  /** `<device>-<mode>`: the folder of this phone's PNGs. */
  key: string;
};

/** The entry that names a target in a device set (what `--devices` takes back). */
export const targetSpec = (target: BaselineTarget): string => `${target.device.id}:${target.mode}`;

/**
 * Reads a device set.
 * @throws Error in Chinese naming the entry and what is wrong with it (an unknown id lists the known ones).
 */
export function parseDeviceSet(text: string): BaselineTarget[] {
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0)
    throw new Error(
      '设备集合为空：请写成「设备:模式」并用逗号分隔，例如 xiaomi-14:app,iphone-se:browser',
    );
  const seen = new Set<string>();
  return entries.map((entry) => {
    const [id = '', mode, extra] = entry.split(':').map((part) => part.trim());
    if (mode === undefined || extra !== undefined)
      throw new Error(`设备集合中的「${entry}」应写成「设备:模式」，例如 iphone-se:browser`);
    if (mode !== 'app' && mode !== 'browser')
      throw new Error(`设备集合中的「${entry}」：模式只能是 app 或 browser，收到「${mode}」`);
    const device = getDevice(id);
    if (mode === 'app' && !supportsAppMode(device))
      throw new Error(`设备集合中的「${entry}」：「${device.name}」没有 App，只能用 browser`);
    const key = `${device.id}-${mode}`;
    if (seen.has(key)) throw new Error(`设备集合中的「${entry}」重复了`);
    seen.add(key);
    return { device, mode, key };
  });
}
