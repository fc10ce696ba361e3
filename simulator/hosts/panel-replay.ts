/**
 * 回放 from the panel: a recording this host wrote, replayed on the phones QA picked (see
 * simulator/recorder/replay.ts). Only files in the recordings folder run: a spec is code, and the
 * panel may be open on another machine.
 */
import { readFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import type { ReplayCommand, ReplayResult } from '../host-contract/recording';
import { getDevice, supportsAppMode } from '../devices';
import { replaySpec } from '../recorder/replay';

export async function replayRecording(
  recordingsDir: string,
  command: ReplayCommand,
): Promise<ReplayResult[]> {
  const file = resolve(command.file);
  const inside = relative(recordingsDir, file);
  if (inside.startsWith('..') || inside.includes(`..${sep}`) || !file.endsWith('.spec.ts'))
    throw new Error('只能回放本模拟器录制的脚本');
  for (const target of command.targets)
    if (target.mode === 'app' && !supportsAppMode(getDevice(target.device)))
      throw new Error(`「${getDevice(target.device).name}」没有 App，只能用浏览器模式回放`);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const outcomes = await replaySpec(file, command.targets, {
    workDir: join(recordingsDir, 'replays', stamp),
  });
  return Promise.all(
    outcomes.map(async (outcome) => ({
      ...outcome,
      screenshot: outcome.screenshot
        ? `data:image/png;base64,${(await readFile(outcome.screenshot)).toString('base64')}`
        : null,
    })),
  );
}
