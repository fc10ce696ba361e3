import type { ReactNode } from 'react';
import {
  BRIDGE_LABELS,
  NETWORK_LABELS,
  networkPresetSchema,
  type DeviceOption,
  type PanelHost,
  type PhoneSummary,
} from '../../host-contract';
import { useAction } from '../hooks/use-action';
import { ActionMessage } from './action-message';
import { PhoneAddress } from './phone-address';

const MODE_LABEL = { app: 'App 内', browser: '浏览器' } as const;

/** One phone: what it shows, and its own controls (device, mode, network, reload, storage, DevTools). */
export function PhoneCard({
  host,
  phone,
  devices,
  selected,
  onSelect,
  devTools,
  extra,
  menu,
}: {
  host: PanelHost;
  phone: PhoneSummary;
  devices: DeviceOption[];
  selected: boolean;
  onSelect: () => void;
  devTools: boolean;
  /** More controls of the host's own (the framed phones' rotate, screenshots, DevTools). */
  extra?: ReactNode;
  /** A menu at the end of the device row (the phone's 系统), where it adds no line. */
  menu?: ReactNode;
}) {
  const { busy, message, run } = useAction();
  const isDesktop = phone.platform === 'desktop';
  // Another app's bridge is named wherever the phone is: QA must not mistake it for this app.
  const foreign = phone.bridge === 'tax' ? '' : ` · ${BRIDGE_LABELS[phone.bridge]}`;
  return (
    <section
      className={`card phone-card${selected ? ' selected' : ''}`}
      aria-label={`${phone.deviceName} ${MODE_LABEL[phone.mode]}${foreign}`}
    >
      <header>
        <button type="button" className="link" onClick={onSelect} aria-pressed={selected}>
          {phone.deviceName} · {MODE_LABEL[phone.mode]}
          {foreign}
        </button>
        <span className="muted">{phone.closed ? '页面已关闭' : phone.title || '（无标题）'}</span>
        {/* In the corner, as a window's close box: the toolbar keeps its lines for the phone. */}
        <button
          type="button"
          className="danger close-phone"
          aria-label="关闭手机"
          title="关闭手机"
          disabled={busy}
          onClick={() => void run(() => host.closePhone(phone.id))}
        >
          ×
        </button>
      </header>
      <PhoneAddress host={host} phone={phone} />
      <div className="row">
        <label>
          设备
          <select
            value={phone.deviceId}
            disabled={busy}
            onChange={(e) =>
              void run(() => host.updatePhone(phone.id, { deviceId: e.target.value }))
            }
          >
            {devices.map((d) => (
              <option
                key={d.id}
                value={d.id}
                disabled={phone.mode === 'app' && d.platform === 'desktop'}
              >
                {d.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          模式
          <select
            value={phone.mode}
            disabled={busy || isDesktop}
            onChange={(e) =>
              void run(() =>
                host.updatePhone(phone.id, { mode: e.target.value === 'app' ? 'app' : 'browser' }),
              )
            }
          >
            <option value="app">App 内</option>
            <option value="browser">浏览器</option>
          </select>
        </label>
        <label>
          网络
          <select
            value={phone.network}
            disabled={busy}
            onChange={(e) => {
              const network = networkPresetSchema.parse(e.target.value);
              void run(() => host.updatePhone(phone.id, { network }));
            }}
          >
            {networkPresetSchema.options.map((preset) => (
              <option key={preset} value={preset}>
                {NETWORK_LABELS[preset]}
              </option>
            ))}
          </select>
        </label>
        {menu}
      </div>
      <div className="row">
        <button type="button" disabled={busy} onClick={() => void run(() => host.back(phone.id))}>
          后退
        </button>
        <button type="button" disabled={busy} onClick={() => void run(() => host.reload(phone.id))}>
          刷新
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={() =>
            void run(
              () => host.clearStorage(phone.id),
              () => '已清除存储并刷新',
            )
          }
        >
          清除存储
        </button>
        {devTools && (
          <button
            type="button"
            disabled={busy}
            onClick={() => void run(() => host.openDevTools(phone.id))}
          >
            DevTools
          </button>
        )}
        {extra}
      </div>
      <ActionMessage message={message} />
    </section>
  );
}
