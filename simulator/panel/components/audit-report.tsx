import { useState } from 'react';
import type { PanelHost } from '../../host-contract';
import {
  IMPACT_LABELS,
  IMPACTS,
  type AuditResult,
  type AuditViolation,
} from '../../host-contract/audit';

function Violation({ violation }: { violation: AuditViolation }) {
  return (
    <li className={`audit-violation impact-${violation.impact}`}>
      <details>
        <summary>
          <strong>{IMPACT_LABELS[violation.impact]}</strong> {violation.help}（
          {violation.nodes.length} 处）
        </summary>
        <p>{violation.description}</p>
        <p>
          规则 <code>{violation.id}</code> ·{' '}
          <a href={violation.helpUrl} target="_blank" rel="noreferrer">
            规则说明
          </a>
        </p>
        <ol>
          {violation.nodes.map((node, index) => (
            <li key={index}>
              <code>{node.target.join(' ')}</code>
              <pre>{node.html}</pre>
              <pre>{node.failureSummary}</pre>
            </li>
          ))}
        </ol>
      </details>
    </li>
  );
}

/** 检查无障碍: axe-core on the phone's page now, its violations grouped by impact, worst first. */
export function AuditReport({ host, phoneId }: { host: PanelHost; phoneId: string }) {
  const [result, setResult] = useState<AuditResult | null>(null);
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = () => {
    setRunning(true);
    setError(null);
    host
      .audit(phoneId)
      .then(setResult, (e: unknown) =>
        setError(`检查失败：${e instanceof Error ? e.message : String(e)}`),
      )
      .finally(() => setRunning(false));
  };
  return (
    <>
      <div className="log-actions">
        <button type="button" onClick={run} disabled={running}>
          {running ? '正在检查…' : '检查无障碍'}
        </button>
        {result && (
          <span className="muted" role="status">
            {result.violations.length === 0
              ? `未发现问题（${result.passes} 条规则通过，${result.incomplete} 条需人工确认）`
              : `${result.violations.length} 条规则未通过，${result.passes} 条通过，${result.incomplete} 条需人工确认`}
          </span>
        )}
      </div>
      {error && (
        <p className="message message-error" role="alert">
          {error}
        </p>
      )}
      {result &&
        IMPACTS.map((impact) => {
          const found = result.violations.filter((v) => v.impact === impact);
          if (found.length === 0) return null;
          return (
            <section key={impact} aria-label={`${IMPACT_LABELS[impact]}问题`}>
              <h4>
                {IMPACT_LABELS[impact]}（{found.length}）
              </h4>
              <ul className="audit-list">
                {found.map((violation) => (
                  <Violation key={violation.id} violation={violation} />
                ))}
              </ul>
            </section>
          );
        })}
    </>
  );
}
