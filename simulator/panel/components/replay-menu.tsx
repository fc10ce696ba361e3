/**
 * 回放 a saved recording on other phones: the devices and modes QA picks, run one after another
 * on fresh mock backends, each with its outcome (passed, or the step that failed, the error and the
 * page then).
 */
import { useState } from 'react';
import type { DeviceOption, PanelHost } from '../../host-contract';
import type { ReplayResult } from '../../host-contract/recording';
import { useAction } from '../hooks/use-action';
import { ActionMessage } from './action-message';

const MODE_LABEL = { app: 'App 内', browser: '浏览器' } as const;

export function ReplayMenu({
  host,
  file,
  devices,
}: {
  host: PanelHost;
  file: string;
  devices: DeviceOption[];
}) {
  const { busy, message, run } = useAction();
  const [chosen, setChosen] = useState<string[]>(['xiaomi-14']);
  const [modes, setModes] = useState({ app: true, browser: false });
  const [results, setResults] = useState<ReplayResult[]>([]);
  const nameOf = (id: string) => devices.find((d) => d.id === id)?.name ?? id;
  const targets = chosen.flatMap((device) =>
    (['app', 'browser'] as const)
      .filter((mode) => modes[mode])
      // Desktops have no app: only their browser is replayed.
      .filter(
        (mode) =>
          mode === 'browser' || devices.find((d) => d.id === device)?.platform !== 'desktop',
      )
      .map((mode) => ({ device, mode })),
  );
  return (
    <details className="system-menu">
      <summary>回放</summary>
      <div className="system-menu-body" role="group" aria-label="回放录制的脚本">
        <label>
          设备（可多选）
          <select
            multiple
            size={4}
            value={chosen}
            onChange={(e) => setChosen([...e.target.selectedOptions].map((o) => o.value))}
          >
            {devices.map((d) => (
              <option key={d.id} value={d.id}>
                {d.name}
              </option>
            ))}
          </select>
        </label>
        <fieldset>
          <legend>模式</legend>
          {(['app', 'browser'] as const).map((mode) => (
            <label key={mode}>
              <input
                type="checkbox"
                checked={modes[mode]}
                onChange={(e) => setModes({ ...modes, [mode]: e.target.checked })}
              />
              {MODE_LABEL[mode]}
            </label>
          ))}
        </fieldset>
        <button
          type="button"
          disabled={busy || targets.length === 0}
          onClick={() =>
            void run(
              async () => {
                setResults([]);
                const outcomes = await host.replay({ file, targets });
                setResults(outcomes);
                return outcomes;
              },
              (outcomes) => {
                const failed = outcomes.filter((o) => !o.passed).length;
                return failed ? `${failed} 台失败` : `全部 ${outcomes.length} 台通过`;
              },
            )
          }
        >
          {busy ? `回放中（${targets.length} 台）…` : `回放到 ${targets.length} 台`}
        </button>
        <ActionMessage message={message} />
        {results.length > 0 && (
          <ul className="replay-results" aria-label="回放结果">
            {results.map((r) => {
              const phone = `${nameOf(r.device)} ${MODE_LABEL[r.mode]}`;
              return (
                <li key={`${r.device}-${r.mode}`} className={r.passed ? 'passed' : 'failed'}>
                  {r.passed
                    ? `✓ ${phone}：通过`
                    : `✗ ${phone}：${r.failedStep ? `「${r.failedStep}」这一步` : ''}失败`}
                  {r.error && <pre>{r.error}</pre>}
                  {r.screenshot && (
                    <img src={r.screenshot} alt={`${phone}失败时的页面`} width={120} />
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </details>
  );
}
