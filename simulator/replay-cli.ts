/**
 * `npm run sim -- --replay out.spec.ts --device xiaomi-14,iphone-se --mode app,browser`: a recorded
 * spec run on every device × mode given (desktops only in the browser), one line per phone as it
 * finishes, and exit code 1 when any failed.
 */
import { join, resolve } from 'node:path';
import { getDevice, supportsAppMode, type PhoneMode } from './devices';
import { replaySpec, type ReplayOutcome, type ReplayTarget } from './recorder/replay';

/** The device × mode pairs to run. @throws Error with the Chinese reason for a bad list. */
export function replayTargets(devices: string, modes: string): ReplayTarget[] {
  const wanted = modes.split(',').map((m) => m.trim());
  for (const mode of wanted)
    if (mode !== 'app' && mode !== 'browser')
      throw new Error(`--mode 只能是 app、browser 或两者（逗号分隔），收到：${mode}`);
  const targets: ReplayTarget[] = [];
  for (const id of devices.split(',').map((d) => d.trim())) {
    const profile = getDevice(id);
    for (const mode of wanted as PhoneMode[])
      if (mode === 'browser' || supportsAppMode(profile)) targets.push({ device: id, mode });
  }
  if (targets.length === 0) throw new Error('没有可回放的手机：桌面设备只能用 --mode browser');
  return targets;
}

export function outcomeLine(outcome: ReplayOutcome): string {
  const phone = `${getDevice(outcome.device).name} ${outcome.mode === 'app' ? 'App 内' : '浏览器'}`;
  const seconds = (outcome.durationMs / 1000).toFixed(1);
  if (outcome.passed) return `✓ ${phone}：通过（${seconds} 秒）`;
  const step = outcome.failedStep ? `「${outcome.failedStep}」这一步` : '';
  const shot = outcome.screenshot ? `\n    截图：${outcome.screenshot}` : '';
  return `✗ ${phone}：${step}失败（${seconds} 秒）\n    ${(outcome.error ?? '').replace(/\n/g, '\n    ')}${shot}`;
}

/**
 * Runs the replays and answers the process's exit code; each run's copies, reports and screenshots
 * go under `<data>/replays/<time>`.
 */
export async function runReplayCli(args: {
  replay: string;
  device: string;
  mode: string;
  data: string;
}): Promise<number> {
  const spec = args.replay;
  const workDir = join(args.data, 'replays', new Date().toISOString().replace(/[:.]/g, '-'));
  let targets: ReplayTarget[];
  try {
    targets = replayTargets(args.device, args.mode);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 2;
  }
  console.log(`回放 ${resolve(spec)}：${targets.length} 台手机，每台用一个全新的模拟后端`);
  try {
    const outcomes = await replaySpec(resolve(spec), targets, {
      workDir,
      onOutcome: (outcome) => console.log(outcomeLine(outcome)),
    });
    const failed = outcomes.filter((o) => !o.passed).length;
    console.log(
      failed
        ? `${failed} 台失败，${outcomes.length - failed} 台通过`
        : `全部 ${outcomes.length} 台通过`,
    );
    return failed ? 1 : 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 2;
  }
}
