/** Network conditions QA picks per phone, applied with the DevTools protocol (as DevTools' throttling). */

/** Preset names, as the CLI and the panel offer them. */
export const NETWORK_PRESETS = {
  /**
   * Good Wi-Fi: no throttling at all (-1 turns it off in the DevTools protocol). The desktop's own
   * loopback is faster than any phone's Wi-Fi, and the default must not slow every phone and test.
   */
  wifi: { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 },
  /** DevTools' "Fast 4G". */
  '4g': {
    offline: false,
    latency: 60,
    downloadThroughput: (9 * 1024 * 1024) / 8,
    uploadThroughput: (1.5 * 1024 * 1024) / 8,
  },
  /** DevTools' "Fast 3G" (what a phone gets on a train or in a basement). */
  '3g': {
    offline: false,
    latency: 563,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  },
  offline: { offline: true, latency: 0, downloadThroughput: 0, uploadThroughput: 0 },
} as const;

export type NetworkPreset = keyof typeof NETWORK_PRESETS;

/** The preset names, in the order the panel lists them. */
export const NETWORK_PRESET_NAMES = Object.keys(NETWORK_PRESETS) as [
  NetworkPreset,
  ...NetworkPreset[],
];

/** How QA sees each preset. */
export const NETWORK_LABELS: Record<NetworkPreset, string> = {
  wifi: 'Wi-Fi',
  '4g': '4G',
  '3g': '3G',
  offline: '离线',
};

export const isNetworkPreset = (name: string): name is NetworkPreset =>
  Object.prototype.hasOwnProperty.call(NETWORK_PRESETS, name);

/** `Network.emulateNetworkConditions` parameters of a preset. */
export const networkConditions = (preset: NetworkPreset): (typeof NETWORK_PRESETS)[NetworkPreset] =>
  NETWORK_PRESETS[preset];
