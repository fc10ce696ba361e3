/**
 * Runs axe-core in a phone's page with its Chinese rule texts and reads the result into the
 * panel's {@link AuditResult}. Host-neutral: each host passes its own way of evaluating a script in
 * the page (Playwright's page.evaluate, Electron's executeJavaScript).
 */
import axe from 'axe-core';
import zhCN from 'axe-core/locales/zh_CN.json' with { type: 'json' };
import { IMPACTS, type AuditResult, type Impact } from '../host-contract/audit';

/** Evaluates a script expression in the page and answers its (awaited) value. */
export type EvaluateInPage = (script: string) => Promise<unknown>;

type RawNode = { target: unknown[]; html: string; failureSummary?: string };
type RawRule = {
  id: string;
  impact?: string | null;
  help: string;
  description: string;
  helpUrl: string;
  nodes: RawNode[];
};
type RawResults = { url: string; violations: RawRule[]; passes: unknown[]; incomplete: unknown[] };

/**
 * The script: axe-core installed once per document, set to Chinese, run on the whole page. Only
 * violations, passes and incomplete are asked for (inapplicable rules would only weigh).
 */
function auditScript(): string {
  return `(async () => {
  if (!window.axe) { ${axe.source}\n }
  window.axe.configure({ locale: ${JSON.stringify(zhCN)} });
  const results = await window.axe.run(document, { resultTypes: ['violations'] });
  return JSON.parse(JSON.stringify({
    url: location.href,
    violations: results.violations,
    passes: results.passes.map((r) => r.id),
    incomplete: results.incomplete.map((r) => r.id),
  }));
})()`;
}

const isImpact = (value: unknown): value is Impact => IMPACTS.includes(value as Impact);

/** Audits the page the phone shows now. */
export async function auditPage(evaluate: EvaluateInPage, now = Date.now): Promise<AuditResult> {
  const raw = (await evaluate(auditScript())) as RawResults;
  const violations = raw.violations
    .map((rule) => ({
      id: rule.id,
      // axe leaves a violation's impact null only for rules it cannot weigh: treat as minor.
      impact: isImpact(rule.impact) ? rule.impact : ('minor' as const),
      help: rule.help,
      description: rule.description,
      helpUrl: rule.helpUrl,
      nodes: rule.nodes.map((node) => ({
        target: node.target.map(String),
        html: node.html,
        failureSummary: node.failureSummary ?? '',
      })),
    }))
    .sort((a, b) => IMPACTS.indexOf(a.impact) - IMPACTS.indexOf(b.impact));
  return {
    url: raw.url,
    at: now(),
    violations,
    passes: raw.passes.length,
    incomplete: raw.incomplete.length,
  };
}
