import { useState } from 'react';
import { Button, List, Selector, TextArea } from 'antd-mobile';
import type { BridgeMethod } from '@/contracts/bridge';
import { PageFrame } from '@/components/page-frame';
import { fetchAppVersion } from '@/lib/api/common';
import { bridge, inAppVersion, isBridgeError, isInApp } from '@/lib/bridge';
import { API_BASE, APP_ORIGIN_PATH, PC_SITE_URL } from '@/lib/config';
import { deviceInfoFromUa, isMobileDevice } from '@/lib/device';
import { isApiError } from '@/lib/http';
import { useSessionStore } from '@/stores/session-store';
import {
  BRIDGE_METHOD_NAMES,
  defaultParams,
  maskToken,
  parseParams,
  type DiagRow,
} from '../lib/diagnostics';
import '../components/general.css';

const pretty = (value: unknown): string => JSON.stringify(value, null, 2) ?? String(value);

function describeFailure(error: unknown): string {
  if (isBridgeError(error)) return `${error.code}：${error.message}`;
  if (isApiError(error)) return `${error.status ?? error.kind}：${error.msg}`;
  return error instanceof Error ? error.message : String(error);
}

/** Calls one bridge method with typed params and shows what came back. */
function BridgeTester() {
  const [method, setMethod] = useState<BridgeMethod>('getDeviceInfo');
  const [params, setParams] = useState(defaultParams('getDeviceInfo'));
  const [output, setOutput] = useState('');
  const [busy, setBusy] = useState(false);
  const call = async () => {
    const parsed = parseParams(params);
    if (!parsed.ok) {
      setOutput(`✗ ${parsed.error}`);
      return;
    }
    setBusy(true);
    const started = performance.now();
    try {
      // The tester passes QA's params as typed: the native side validates them like any call.
      const result = await (bridge.call as (m: BridgeMethod, p?: unknown) => Promise<unknown>)(
        method,
        parsed.value,
      );
      setOutput(`✓ ${Math.round(performance.now() - started)} ms\n${pretty(result)}`);
    } catch (e) {
      setOutput(`✗ ${describeFailure(e)}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <List.Item>
      <Selector
        options={BRIDGE_METHOD_NAMES.map((m) => ({ label: m, value: m }))}
        value={[method]}
        onChange={(v) => {
          const next = v[0];
          if (!next) return;
          setMethod(next);
          setParams(defaultParams(next));
        }}
        style={{ '--padding': '4px 8px' }}
      />
      <TextArea
        placeholder="参数（JSON 对象，可留空）"
        value={params}
        onChange={setParams}
        autoSize={{ minRows: 2, maxRows: 8 }}
        style={{ marginTop: 8, fontFamily: 'monospace', fontSize: 12 }}
      />
      <Button
        size="small"
        color="primary"
        loading={busy}
        onClick={() => void call()}
        style={{ marginTop: 8 }}
      >
        调用 {method}
      </Button>
      {output ? (
        <pre aria-label="调用结果" style={{ marginTop: 8 }}>
          {output}
        </pre>
      ) : null}
    </List.Item>
  );
}

/** Pings the API through the app's own client (base URL, headers, envelope). */
function ApiTester() {
  const [output, setOutput] = useState('');
  const ping = async () => {
    const started = performance.now();
    try {
      const info = await fetchAppVersion({
        platform: 'h5',
        appversion: useSessionStore.getState().deviceInfo.appversion,
      });
      setOutput(`✓ ${Math.round(performance.now() - started)} ms · 最新版本 ${info.latestVersion}`);
    } catch (e) {
      setOutput(`✗ ${describeFailure(e)}`);
    }
  };
  return (
    <List.Item
      extra={
        <Button size="mini" onClick={() => void ping()}>
          测试
        </Button>
      }
      description={output || undefined}
    >
      接口连通性（GET /app/new/version）
    </List.Item>
  );
}

/** /test — diagnostics for QA: UA, in-app detection, device, session, API base, a bridge call tester. */
export function TestPage() {
  const token = useSessionStore((s) => s.token);
  const user = useSessionStore((s) => s.userInfo);
  const device = useSessionStore((s) => s.deviceInfo);
  const ua = navigator.userAgent;
  const rows: DiagRow[] = [
    { label: 'User-Agent', value: ua },
    { label: 'App 内打开', value: isInApp(ua) ? `是（TaxApp/${inAppVersion(ua) ?? '?'}）` : '否' },
    { label: '移动设备', value: isMobileDevice(ua) ? '是' : '否（会跳转 PC 站）' },
    { label: 'UA 推断设备', value: pretty(deviceInfoFromUa(ua)) },
    { label: '会话设备信息', value: pretty(device) },
    { label: 'Token', value: maskToken(token) },
    {
      label: '当前用户',
      value: user
        ? `${user.nickname}（${user.userTypeCode === 1 ? '专家' : '会员'}，ID ${user.id}）`
        : '未登录',
    },
    { label: '接口地址', value: API_BASE },
    { label: 'PC 站', value: PC_SITE_URL },
    { label: '部署路径', value: APP_ORIGIN_PATH },
    {
      label: '屏幕',
      value: `${window.innerWidth}×${window.innerHeight} @${window.devicePixelRatio}x，根字号 ${getComputedStyle(document.documentElement).fontSize}`,
    },
    { label: '网络', value: navigator.onLine ? '在线' : '离线' },
  ];
  return (
    <PageFrame title="测试">
      <List header="环境" className="gen-diag">
        {rows.map((r) => (
          <List.Item
            key={r.label}
            description={r.value.includes('\n') ? <pre>{r.value}</pre> : r.value}
          >
            {r.label}
          </List.Item>
        ))}
      </List>
      <List header="接口" className="gen-diag">
        <ApiTester />
      </List>
      <List header="Bridge 调用" className="gen-diag">
        <BridgeTester />
      </List>
    </PageFrame>
  );
}
