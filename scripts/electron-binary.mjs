// Where the Electron binary would be, found without `require('electron')`: requiring it when the
// binary is missing starts a download, which hangs or fails offline.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * @param {string} root repository root
 * @returns {{ path: string } | { reason: string }}
 */
export function findElectronBinary(root) {
  const require = createRequire(join(root, 'package.json'));
  let pkgDir;
  try {
    pkgDir = dirname(require.resolve('electron/package.json'));
  } catch {
    return { reason: '未安装 electron 包' };
  }
  const pathFile = join(pkgDir, 'path.txt');
  if (!existsSync(pathFile)) return { reason: 'Electron 二进制不可用（离线安装跳过了下载）' };
  const relative = readFileSync(pathFile, 'utf8').trim();
  const distDir = process.env.ELECTRON_OVERRIDE_DIST_PATH ?? join(pkgDir, 'dist');
  const binary = join(distDir, relative);
  return existsSync(binary) ? { path: binary } : { reason: `Electron 二进制不存在：${binary}` };
}
