import { useEffect, useState, type FormEvent } from 'react';
import type { PanelHost } from '../../host-contract';
import { useAction } from '../hooks/use-action';
import { panelMockApi, type SimState } from '../panel-mock-api';
import { ActionMessage } from './action-message';

/** The mock API's scenario controls: latency, failing the next calls, SMS failure, token expiry, reset. */
export function ScenarioControls({ host }: { host: PanelHost }) {
  const api = panelMockApi(host);
  const [state, setState] = useState<SimState | null>(null);
  const [latency, setLatency] = useState({ pattern: '/*', ms: '1000' });
  const [fail, setFail] = useState({
    pattern: '/v1/user/info',
    times: '1',
    status: '500',
    msg: '',
  });
  const [expirePhone, setExpirePhone] = useState('13800138000');
  const { busy, message, run } = useAction();
  // Reset wipes every account, order and answer made since the seed: asked once more, inline
  // (a confirm() dialog would be dismissed unseen in the Playwright-driven panel tab).
  const [confirmingReset, setConfirmingReset] = useState(false);

  useEffect(() => {
    panelMockApi(host)
      .state()
      .then(setState, () => setState(null));
  }, [host]);

  const apply = (action: () => Promise<SimState>, ok: string) =>
    void run(action, () => ok).then((s) => s && setState(s));
  const submitLatency = (e: FormEvent) => {
    e.preventDefault();
    apply(
      () => api.latency({ body: { pattern: latency.pattern, ms: Number(latency.ms) } }),
      Number(latency.ms) > 0
        ? `已为 ${latency.pattern} 设置 ${latency.ms} ms 延迟`
        : `已取消 ${latency.pattern} 的延迟`,
    );
  };
  const submitFail = (e: FormEvent) => {
    e.preventDefault();
    apply(
      () =>
        api.fail({
          body: {
            pattern: fail.pattern,
            times: Number(fail.times),
            status: Number(fail.status),
            ...(fail.msg.trim() ? { msg: fail.msg.trim() } : {}),
          },
        }),
      `${fail.pattern} 的后 ${fail.times} 次调用将返回 ${fail.status}`,
    );
  };
  const submitExpire = (e: FormEvent) => {
    e.preventDefault();
    void run(
      () => api.expireTokens({ body: { phone: expirePhone } }),
      ({ expired: n }) => `已让 ${expirePhone} 的 ${n} 个令牌过期`,
    );
  };

  return (
    <section className="card" aria-label="场景控制">
      <h2>场景控制（模拟后端）</h2>
      <form className="row" onSubmit={submitLatency} aria-label="延迟">
        <label>
          路由
          <input
            value={latency.pattern}
            onChange={(e) => setLatency({ ...latency, pattern: e.target.value })}
          />
        </label>
        <label>
          延迟（毫秒）
          <input
            type="number"
            min={0}
            max={30000}
            value={latency.ms}
            onChange={(e) => setLatency({ ...latency, ms: e.target.value })}
          />
        </label>
        <button type="submit" disabled={busy}>
          设置延迟
        </button>
      </form>
      <form className="row" onSubmit={submitFail} aria-label="接下来的调用失败">
        <label>
          路由
          <input
            value={fail.pattern}
            onChange={(e) => setFail({ ...fail, pattern: e.target.value })}
          />
        </label>
        <label>
          次数
          <input
            type="number"
            min={1}
            max={100}
            value={fail.times}
            onChange={(e) => setFail({ ...fail, times: e.target.value })}
          />
        </label>
        <label>
          状态码
          <input
            type="number"
            min={400}
            max={599}
            value={fail.status}
            onChange={(e) => setFail({ ...fail, status: e.target.value })}
          />
        </label>
        <label>
          提示（可空）
          <input
            value={fail.msg}
            placeholder="服务繁忙，请稍后再试"
            onChange={(e) => setFail({ ...fail, msg: e.target.value })}
          />
        </label>
        <button type="submit" disabled={busy}>
          让后续调用失败
        </button>
      </form>
      <div className="row">
        <label className="inline">
          <input
            type="checkbox"
            checked={state?.smsFailure.enabled ?? false}
            disabled={busy}
            onChange={(e) =>
              apply(
                () => api.smsFailure({ body: { enabled: e.target.checked } }),
                e.target.checked ? '短信发送将失败' : '短信发送恢复正常',
              )
            }
          />
          短信发送失败
        </label>
      </div>
      <form className="row" onSubmit={submitExpire} aria-label="令牌过期">
        <label>
          手机号
          <input
            value={expirePhone}
            inputMode="numeric"
            maxLength={11}
            onChange={(e) => setExpirePhone(e.target.value.replace(/\D/g, ''))}
          />
        </label>
        <button type="submit" disabled={busy}>
          令牌过期
        </button>
      </form>
      {confirmingReset ? (
        <div className="row" role="group" aria-label="确认重置">
          <span>重置将删除种子数据之后的全部账号、订单和记录，并清除场景控制。确定重置？</span>
          <button
            type="button"
            className="danger"
            disabled={busy}
            onClick={() => {
              setConfirmingReset(false);
              apply(() => api.reset(), '已恢复种子数据并清除场景控制');
            }}
          >
            确定重置
          </button>
          <button type="button" onClick={() => setConfirmingReset(false)}>
            取消
          </button>
        </div>
      ) : (
        <div className="row">
          <button
            type="button"
            className="danger"
            disabled={busy}
            onClick={() => setConfirmingReset(true)}
          >
            重置模拟后端
          </button>
        </div>
      )}
      <ActionMessage message={message} />
      {state && (state.latency.length > 0 || state.fail.length > 0) && (
        <ul className="muted" aria-label="生效中的场景">
          {state.latency.map((l) => (
            <li key={`l-${l.pattern}`}>
              延迟 {l.pattern}：{l.ms} ms
            </li>
          ))}
          {state.fail.map((f) => (
            <li key={`f-${f.pattern}`}>
              失败 {f.pattern}：还剩 {f.remaining} 次，返回 {f.status}「{f.msg}」
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
