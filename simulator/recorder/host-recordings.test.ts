import { afterEach, describe, expect, it, vi } from 'vitest';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HostRecordings, type PhoneRecorder } from './host-recordings';
import type { PageAction, RecordingStart } from './types';

const START: RecordingStart = {
  device: 'xiaomi-14',
  deviceName: '小米 14',
  mode: 'app',
  network: '4g',
  signedIn: false,
  path: '/app/home',
  startedAt: '2026-11-29 10:05',
};

function fakeRecorder() {
  let listener: ((action: PageAction) => void) | null = null;
  const recorder: PhoneRecorder = {
    watch: vi.fn(async (l) => {
      listener = l;
      return async () => {
        listener = null;
      };
    }),
    pickAssertion: vi.fn(async () => undefined),
    perform: vi.fn(async () => undefined),
  };
  return { recorder, tap: (action: PageAction) => listener?.(action), watching: () => !!listener };
}

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'recordings-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('HostRecordings', () => {
  it('writes the first stopped recording to the CLI’s file, later ones to the folder by time and phone', async () => {
    const dir = tempDir();
    const changed = vi.fn();
    const recordings = new HostRecordings({ dir, firstFile: join(dir, 'out.spec.ts'), changed });
    const phone = fakeRecorder();
    await recordings.start('phone-1', START, phone.recorder);
    await expect(recordings.start('phone-1', START, phone.recorder)).rejects.toThrow(
      '这台手机已在录制',
    );
    phone.tap({
      type: 'click',
      target: { base: { kind: 'role', role: 'link', name: '直播' } },
      screen: '首页',
    });
    recordings.note('phone-1', { type: 'navigate', path: '/app/mine' });
    recordings.note('phone-2', { type: 'navigate', path: '/app/ignored' });
    expect(recordings.status('phone-1')).toEqual({ state: 'on', steps: 2 });
    expect(recordings.status('phone-2')).toBeNull();

    const first = await recordings.stop('phone-1');
    expect(first.file).toBe(join(dir, 'out.spec.ts'));
    expect(readFileSync(first.file, 'utf8')).toContain("await phone.goto('/app/mine');");
    expect(phone.watching()).toBe(false);
    expect(changed).toHaveBeenCalled();

    await recordings.start('phone-1', START, phone.recorder);
    const second = await recordings.stop('phone-1');
    expect(second.file).toBe(join(dir, '202611291005-xiaomi-14-app.spec.ts'));
    await expect(recordings.stop('phone-1')).rejects.toThrow('这台手机没有在录制');
  });

  it('imports the testing entry by a relative path when given the entry’s file', async () => {
    const dir = tempDir();
    const recordings = new HostRecordings({
      dir: join(dir, 'specs'),
      testingImport: join(dir, 'simulator', 'testing', 'index.ts'),
      changed: () => undefined,
    });
    await recordings.start('phone-1', START, fakeRecorder().recorder);
    const { spec } = await recordings.stop('phone-1');
    expect(spec).toContain("import { expect, test } from '../simulator/testing/index';");
  });
});
