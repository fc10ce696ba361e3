/** Where the Electron binary is, or why it cannot be used (found without triggering a download). */
export function findElectronBinary(root: string): { path: string } | { reason: string };
