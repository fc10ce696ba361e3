import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findElectronBinary as find } from './electron-binary.mjs';

const roots: string[] = [];
function fakeRoot(withPathTxt: boolean, withBinary: boolean): string {
  const root = mkdtempSync(join(tmpdir(), 'electron-bin-'));
  roots.push(root);
  writeFileSync(join(root, 'package.json'), '{}');
  const pkg = join(root, 'node_modules/electron');
  mkdirSync(join(pkg, 'dist'), { recursive: true });
  writeFileSync(join(pkg, 'package.json'), '{"name":"electron","main":"index.js"}');
  if (withPathTxt) writeFileSync(join(pkg, 'path.txt'), 'electron');
  if (withBinary) writeFileSync(join(pkg, 'dist/electron'), '');
  return root;
}
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('finding the Electron binary without downloading it', () => {
  it('reports the skipped download when the install left no binary', () => {
    expect(find(fakeRoot(false, false))).toEqual({
      reason: 'Electron 二进制不可用（离线安装跳过了下载）',
    });
  });

  it('reports a missing binary file', () => {
    expect(find(fakeRoot(true, false))).toMatchObject({
      reason: expect.stringContaining('Electron 二进制不存在'),
    });
  });

  it('returns the binary when it is there', () => {
    const root = fakeRoot(true, true);
    expect(find(root)).toEqual({ path: join(root, 'node_modules/electron/dist/electron') });
  });
});
