import { useState, type FormEvent } from 'react';
import type { DeviceOption, PanelHost, PhoneMode } from '../../host-contract';
import { useAction } from '../hooks/use-action';
import { ActionMessage } from './action-message';

const PLATFORM_GROUPS = [
  { platform: 'ios', label: 'iOS' },
  { platform: 'android', label: 'Android' },
  { platform: 'desktop', label: '桌面（测试跳转 PC 站）' },
] as const;

/** The model a new phone starts at (the command line's default too): a current, common iPhone. */
const PREFERRED_DEVICE = 'iphone-15';

/** A device as the picker lists it: its name and its screen (not the browser's smaller viewport). */
const deviceLabel = (d: DeviceOption) =>
  `${d.name}（屏幕 ${d.width}×${d.height}${d.pixelRatio === 1 ? '' : ` @${d.pixelRatio}x`}）`;

/** Device picker, mode and start URL (with query) of a new phone. */
export function OpenPhoneForm({ host, devices }: { host: PanelHost; devices: DeviceOption[] }) {
  const [deviceId, setDeviceId] = useState(
    devices.find((d) => d.id === PREFERRED_DEVICE)?.id ?? devices[0]?.id ?? '',
  );
  const [mode, setMode] = useState<PhoneMode>('app');
  const [url, setUrl] = useState('/app/home');
  const { busy, message, run } = useAction();
  const device = devices.find((d) => d.id === deviceId);
  const appModeAllowed = device?.platform !== 'desktop';
  const effectiveMode: PhoneMode = appModeAllowed ? mode : 'browser';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(
      () => host.openPhone({ deviceId, mode: effectiveMode, url }),
      (p) => `已打开 ${p.deviceName}`,
    );
  };

  return (
    <form className="card" onSubmit={submit} aria-label="打开手机">
      <h2>打开手机</h2>
      <label>
        设备
        <select value={deviceId} onChange={(e) => setDeviceId(e.target.value)}>
          {PLATFORM_GROUPS.map((group) => (
            <optgroup key={group.platform} label={group.label}>
              {devices
                .filter((d) => d.platform === group.platform)
                .map((d) => (
                  <option key={d.id} value={d.id}>
                    {deviceLabel(d)}
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
      </label>
      <fieldset className="inline">
        <legend>模式</legend>
        <label>
          <input
            type="radio"
            name="mode"
            value="app"
            checked={effectiveMode === 'app'}
            disabled={!appModeAllowed}
            onChange={() => setMode('app')}
          />
          App 内（原生桥接）
        </label>
        <label>
          <input
            type="radio"
            name="mode"
            value="browser"
            checked={effectiveMode === 'browser'}
            onChange={() => setMode('browser')}
          />
          手机浏览器
        </label>
      </fieldset>
      <label>
        起始地址（可带查询参数）
        <input
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          placeholder="/app/home?from=qa"
        />
      </label>
      <button type="submit" disabled={busy || !deviceId}>
        打开
      </button>
      <ActionMessage message={message} />
    </form>
  );
}
