import { useState, type FormEvent } from 'react';
import {
  BRIDGE_LABELS,
  BRIDGE_PROTOCOLS,
  type BridgeProtocol,
  type DeviceOption,
  type PanelHost,
  type PhoneMode,
} from '../../host-contract';
import { parseHandlerTable } from '../../bridge/protocols/handler-table';
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

/** A phone on WeChat's JS-SDK is WeChat's browser; the other apps' bridges live in an app's web view. */
const modeOfBridge = (bridge: BridgeProtocol): PhoneMode | null =>
  bridge === 'tax' ? null : bridge === 'wechat-sdk' ? 'browser' : 'app';

/**
 * Device picker, mode, start URL (with query) and, where the host has them, the bridge of a new
 * phone: this app's own or another app's, answered from a handler table pasted as JSON.
 */
export function OpenPhoneForm({
  host,
  devices,
  foreignBridges,
  defaultBridge,
}: {
  host: PanelHost;
  devices: DeviceOption[];
  /** The host can run other apps' bridges (the Chromium host). */
  foreignBridges: boolean;
  /** The host's own choice (the CLI's `--bridge`), what the picker starts at. */
  defaultBridge: BridgeProtocol;
}) {
  const [deviceId, setDeviceId] = useState(
    devices.find((d) => d.id === PREFERRED_DEVICE)?.id ?? devices[0]?.id ?? '',
  );
  const [mode, setMode] = useState<PhoneMode>('app');
  const [url, setUrl] = useState('/app/home');
  const [bridge, setBridge] = useState<BridgeProtocol>(defaultBridge);
  const [handlersText, setHandlersText] = useState('');
  const { busy, message, run } = useAction();
  const device = devices.find((d) => d.id === deviceId);
  const appModeAllowed = device?.platform !== 'desktop';
  const effectiveMode: PhoneMode = appModeAllowed ? mode : 'browser';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(
      async () => {
        // Checked here first: the mistake (bad JSON, the method and field) shows at once.
        const handlers =
          bridge !== 'tax' && handlersText.trim() ? parseHandlerTable(handlersText) : undefined;
        return host.openPhone({
          deviceId,
          mode: effectiveMode,
          url,
          // The host's own choice goes unsaid: it then answers from its own table too.
          ...(bridge !== defaultBridge ? { bridge } : {}),
          ...(handlers ? { handlers } : {}),
        });
      },
      (p) => `已打开 ${p.deviceName}${p.bridge === 'tax' ? '' : `（${BRIDGE_LABELS[p.bridge]}）`}`,
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
      {foreignBridges && (
        <>
          <label>
            桥接协议
            <select
              value={bridge}
              onChange={(e) => {
                const next = BRIDGE_PROTOCOLS.find((p) => p === e.target.value) ?? 'tax';
                setBridge(next);
                const fitting = modeOfBridge(next);
                if (fitting) setMode(fitting);
              }}
            >
              {BRIDGE_PROTOCOLS.map((p) => (
                <option key={p} value={p}>
                  {BRIDGE_LABELS[p]}
                </option>
              ))}
            </select>
          </label>
          {bridge !== 'tax' && (
            <details>
              <summary>方法应答表（可选）</summary>
              <label>
                方法应答表 JSON（方法名 → answer / error / sheet / unanswered）
                <textarea
                  rows={6}
                  value={handlersText}
                  spellCheck={false}
                  onChange={(e) => setHandlersText(e.target.value)}
                  placeholder={'{ "getUserInfo": { "answer": { "name": "小王" } } }'}
                />
              </label>
            </details>
          )}
        </>
      )}
      <button type="submit" disabled={busy || !deviceId}>
        打开
      </button>
      <ActionMessage message={message} />
    </form>
  );
}
