import type { StateCreator } from 'zustand';
import type { DeviceInfo } from '@/contracts';
import { DEFAULT_APP_VERSION } from '@/lib/config';

/**
 * Device info (docs/product.md「原生桥接」): from the UA in a browser, from the native app
 * (getDeviceInfo) inside it.
 */
export type DeviceSlice = {
  deviceInfo: DeviceInfo;
  setDeviceInfo: (info: Partial<DeviceInfo>) => void;
};

export const initialDeviceSlice: Pick<DeviceSlice, 'deviceInfo'> = {
  deviceInfo: {
    platform: 'ios',
    appversion: DEFAULT_APP_VERSION,
    deviceToken: '',
    deviceNum: '',
    deviceModel: '',
  },
};

export const createDeviceSlice: StateCreator<DeviceSlice> = (set) => ({
  ...initialDeviceSlice,
  setDeviceInfo: (info) => set((state) => ({ deviceInfo: { ...state.deviceInfo, ...info } })),
});
