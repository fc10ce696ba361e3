/**
 * A phone's recording (simulator/recorder): 录制 starts it; while it runs, 断言 makes the next
 * tap on the phone an assertion instead of a tap, and 停止录制 writes the Playwright spec, says
 * where, and offers it as a download.
 */
import { useState } from 'react';
import type { DeviceOption, PanelHost, PhoneSummary } from '../../host-contract';
import type { RecordingResult } from '../../host-contract/recording';
import { downloadFile } from '../download-file';
import { useAction } from '../hooks/use-action';
import { ActionMessage } from './action-message';
import { ReplayMenu } from './replay-menu';

export function RecordControls({
  host,
  phone,
  devices,
}: {
  host: PanelHost;
  phone: PhoneSummary;
  devices: DeviceOption[];
}) {
  const { busy, message, run } = useAction();
  const [saved, setSaved] = useState<RecordingResult | null>(null);
  const recording = phone.recording ?? null;
  const fileName = saved?.file.split(/[\\/]/).pop() ?? 'recording.spec.ts';
  return (
    <>
      {recording ? (
        <>
          <button
            type="button"
            className="danger"
            disabled={busy}
            aria-label={`停止录制（已录 ${recording.steps} 步）`}
            onClick={() =>
              void run(
                async () => {
                  const result = await host.record(phone.id, { action: 'stop' });
                  setSaved(result);
                  return result;
                },
                (result) => `已保存录制（${result?.steps ?? 0} 步）：${result?.file ?? ''}`,
              )
            }
          >
            ■ 停止录制 · {recording.steps}
          </button>
          <button
            type="button"
            disabled={busy || recording.state === 'pick'}
            aria-pressed={recording.state === 'pick'}
            title="点一下手机上的元素，录成对它的断言（文字或可见）"
            onClick={() => void run(() => host.record(phone.id, { action: 'pickAssertion' }))}
          >
            {recording.state === 'pick' ? '请点选元素…' : '断言'}
          </button>
        </>
      ) : (
        <button
          type="button"
          disabled={busy || phone.closed}
          title="把接下来的点按、输入、原生面板和场景操作录成 Playwright 脚本"
          onClick={() =>
            void run(async () => {
              setSaved(null);
              return host.record(phone.id, { action: 'start' });
            })
          }
        >
          ● 录制
        </button>
      )}
      {saved && !recording && (
        <>
          <button
            type="button"
            onClick={() => downloadFile(fileName, saved.spec, 'text/typescript')}
          >
            下载脚本
          </button>
          <ReplayMenu host={host} file={saved.file} devices={devices} />
        </>
      )}
      <ActionMessage message={message} />
    </>
  );
}
