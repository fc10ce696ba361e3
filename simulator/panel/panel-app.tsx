import { useState } from 'react';
import { AuditReport } from './components/audit-report';
import { BaselineControls } from './components/baseline-controls';
import { BridgeLog } from './components/bridge-log';
import { ContributeControls } from './components/contribute-controls';
import { MallControls } from './components/mall-controls';
import { LiveControls } from './components/live-controls';
import { LogDrawer } from './components/log-drawer';
import { ExamControls } from './components/exam-controls';
import { NativeAccount } from './components/native-account';
import { NetworkLog } from './components/network-log';
import { OpenPhoneForm } from './components/open-phone-form';
import { PaymentPanel } from './components/payment-panel';
import { PhoneCard } from './components/phone-card';
import { PhoneStage } from './components/phone-stage';
import { SystemMenu } from './components/system-menu';
import { ScenarioControls } from './components/scenario-controls';
import { SmsList } from './components/sms-list';
import { UrlBar } from './components/url-bar';
import type { PanelHost } from '../host-contract';
import { useHostState } from './hooks/use-host-state';
import { usePhoneLog } from './hooks/use-phone-log';
import type { ScreenClient } from './screen-client';

const TABS = [
  { id: 'account', label: '原生账号' },
  { id: 'bridge', label: '桥接日志' },
  { id: 'network', label: '网络日志' },
  { id: 'audit', label: '无障碍' },
] as const;
type Tab = (typeof TABS)[number]['id'];
/** The tabs whose panel is the log drawer along the window's bottom rather than the card. */
const LOG_TABS: readonly Tab[] = ['bridge', 'network'];

const defaultCopy = (text: string) => navigator.clipboard.writeText(text);

/**
 * The control panel: phones on the left, the selected phone's details, SMS and scenarios on the
 * right. With a screen channel (the framed Chromium host) the phones themselves are drawn at the
 * right, framed and live, each under its toolbar, and the controls move to the left, in a column
 * that scrolls on its own: the phones stay in view. Logs open in a drawer along the bottom.
 */
export function PanelApp({
  host,
  copy = defaultCopy,
  screens,
}: {
  host: PanelHost;
  copy?: (text: string) => Promise<void>;
  screens?: ScreenClient;
}) {
  const { state, error } = useHostState(host);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [tab, setTab] = useState<Tab>('account');
  // The phones' least height: the columns keep it, so a log drawer grows only into what is left.
  const [stageMinHeight, setStageMinHeight] = useState(0);
  const phones = state?.phones ?? [];
  const selected = phones.find((p) => p.id === selectedId) ?? phones[0] ?? null;
  const bridgeEntries = usePhoneLog(host, selected?.id ?? null, 'bridge-log');
  const networkEntries = usePhoneLog(host, selected?.id ?? null, 'network-log');

  if (!state) {
    return (
      <main className="panel">
        {error ? (
          <p className="message message-error" role="alert">
            {error}
          </p>
        ) : (
          <p className="muted">正在连接模拟器…</p>
        )}
      </main>
    );
  }
  const logOpen = selected !== null && LOG_TABS.includes(tab);
  const controls = (
    <>
      <div className="column">
        <OpenPhoneForm
          host={host}
          devices={state.devices}
          foreignBridges={state.capabilities.foreignBridges}
          defaultBridge={state.defaultBridge}
        />
        {!screens &&
          phones.map((phone) => (
            <PhoneCard
              key={phone.id}
              host={host}
              phone={phone}
              devices={state.devices}
              selected={phone.id === selected?.id}
              onSelect={() => setSelectedId(phone.id)}
              devTools={state.capabilities.devTools}
              menu={<SystemMenu host={host} phone={phone} />}
            />
          ))}
      </div>
      <div className="column wide">
        <section className="card" aria-label="手机详情">
          {selected ? (
            <>
              <div role="tablist" className="tabs">
                {TABS.map((t) => (
                  <button
                    key={t.id}
                    id={`tab-${t.id}`}
                    type="button"
                    role="tab"
                    aria-selected={tab === t.id}
                    aria-controls={`tabpanel-${t.id}`}
                    onClick={() => setTab(t.id)}
                  >
                    {t.label}
                  </button>
                ))}
                <span className="muted">{selected.deviceName}</span>
              </div>
              {!logOpen && (
                <div role="tabpanel" id={`tabpanel-${tab}`} aria-labelledby={`tab-${tab}`}>
                  {tab === 'account' && (
                    <NativeAccount key={selected.id} host={host} phone={selected} />
                  )}
                  {tab === 'audit' && (
                    <AuditReport key={selected.id} host={host} phoneId={selected.id} />
                  )}
                </div>
              )}
            </>
          ) : (
            <p className="muted">还没有打开手机：在左侧选择设备并打开。</p>
          )}
        </section>
        {screens && <BaselineControls host={host} phones={phones} />}
        <PaymentPanel host={host} phone={selected} />
        <SmsList host={host} />
        <ScenarioControls host={host} />
        <MallControls host={host} />
        <ContributeControls host={host} />
        <LiveControls host={host} />
        <ExamControls host={host} />
      </div>
    </>
  );
  return (
    <main className={screens ? 'panel framed' : 'panel'}>
      <header className="panel-header">
        <h1>手机模拟器控制台</h1>
        <p className="muted">
          {state.kind === 'electron' ? 'Electron' : 'Chromium'} · 应用 {state.appUrl} · 模拟后端{' '}
          {state.apiUrl}
        </p>
      </header>
      <UrlBar
        host={host}
        phoneCount={phones.length}
        screenshots={state.capabilities.screenshots}
        {...(state.mirroring === undefined ? {} : { mirroring: state.mirroring })}
      />
      <div className="columns" style={screens ? { minHeight: stageMinHeight } : undefined}>
        {screens ? <div className="controls">{controls}</div> : controls}
        {screens && (
          <PhoneStage
            host={host}
            screens={screens}
            phones={phones}
            devices={state.devices}
            selectedId={selected?.id ?? null}
            onSelect={setSelectedId}
            onMinHeight={setStageMinHeight}
          />
        )}
      </div>
      {logOpen && (
        <LogDrawer
          id={`tabpanel-${tab}`}
          labelledBy={`tab-${tab}`}
          title={`${tab === 'bridge' ? '桥接日志' : '网络日志'} · ${selected.deviceName}`}
          onClose={() => setTab('account')}
        >
          {tab === 'bridge' ? (
            <BridgeLog
              entries={bridgeEntries}
              {...(selected.recording
                ? {
                    onAssert: (method: string) =>
                      void host
                        .record(selected.id, { action: 'assertBridgeCall', method })
                        .catch(() => undefined),
                  }
                : {})}
            />
          ) : (
            <NetworkLog entries={networkEntries} copy={copy} phoneName={selected.deviceName} />
          )}
        </LogDrawer>
      )}
    </main>
  );
}
