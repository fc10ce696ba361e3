/**
 * The comparison report: one self-contained HTML file (no script, inline styles) with the PNGs
 * beside it. Per phone and page: baseline, now and difference side by side, the changed share,
 * pass or fail with the messages, the changed region outlined, and the page's axe-core audit.
 */
import type { AuditResult } from '../host-contract/audit';
import { formatShare, type Comparison } from './compare';

export type ReportEntry = {
  /** `<device>-<mode>`. */
  targetKey: string;
  /** How the phone reads: `iPhone 14（App 内）`. */
  targetLabel: string;
  pageName: string;
  pagePath: string;
  /** Picture files, relative to the report (null: none, or not written for a passed page). */
  images: { baseline: string | null; now: string | null; diff: string | null };
  /** The size of the "now" picture (the region is drawn over it in per cent of it). */
  size: { width: number; height: number };
  /** Null when there was no baseline to compare with. */
  comparison: Comparison | null;
  audit: AuditResult | null;
  /** Why the entry failed; empty when it passed. */
  failures: string[];
};

export type Report = { title: string; createdAt: Date; entries: ReportEntry[] };

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const STYLE = `
body { font: 14px/1.5 system-ui, "Noto Sans CJK SC", sans-serif; margin: 24px; color: #1f2329; }
h1 { font-size: 20px; } h2 { font-size: 17px; margin-top: 32px; }
.summary.fail, .entry.fail > header { color: #b42318; } .summary.pass, .entry.pass > header { color: #067647; }
.entry { border: 1px solid #d0d5dd; border-radius: 8px; padding: 12px; margin: 12px 0; }
.entry > header { font-weight: 600; }
.pictures { display: flex; gap: 12px; align-items: flex-start; overflow-x: auto; }
figure { margin: 0; } figcaption { font-size: 12px; color: #475467; }
.shot { position: relative; width: 240px; }
.shot img { display: block; width: 100%; border: 1px solid #eaecf0; }
.region { position: absolute; outline: 2px solid #f00; outline-offset: 2px; }
.missing { width: 240px; height: 120px; display: grid; place-items: center; background: #f2f4f7; color: #475467; }
.failures { color: #b42318; } .audit { font-size: 13px; }
.impact-serious, .impact-critical { color: #b42318; font-weight: 600; }
`;

function regionBox(entry: ReportEntry): string {
  const region = entry.comparison?.region;
  if (!region || entry.comparison?.pass) return '';
  const pct = (n: number, of: number) => `${((n / of) * 100).toFixed(3)}%`;
  const { width, height } = entry.size;
  return `<div class="region" data-region="${region.x},${region.y},${region.width},${region.height}" title="变化区域" style="left:${pct(region.x, width)};top:${pct(region.y, height)};width:${pct(region.width, width)};height:${pct(region.height, height)}"></div>`;
}

function picture(caption: string, file: string | null, overlay = ''): string {
  const body = file
    ? `<div class="shot"><img src="${escapeHtml(file)}" alt="${escapeHtml(caption)}">${overlay}</div>`
    : `<div class="missing">无</div>`;
  return `<figure>${body}<figcaption>${escapeHtml(caption)}</figcaption></figure>`;
}

function auditSection(audit: AuditResult | null): string {
  if (!audit) return '';
  if (audit.violations.length === 0)
    return `<div class="audit">无障碍检查（axe-core）：没有问题，${audit.passes} 条规则通过</div>`;
  const rows = audit.violations
    .map(
      (v) =>
        `<li class="impact-${v.impact}">${escapeHtml(v.impact)} · ${escapeHtml(v.id)} · ${escapeHtml(v.help)}（${v.nodes.length} 处）</li>`,
    )
    .join('');
  return `<div class="audit">无障碍检查（axe-core）：${audit.violations.length} 条问题<ul>${rows}</ul></div>`;
}

function entryHtml(entry: ReportEntry): string {
  const passed = entry.failures.length === 0;
  const share = entry.comparison ? `变化 ${formatShare(entry.comparison.changedShare)}` : '无基线';
  const failures = passed
    ? ''
    : `<ul class="failures">${entry.failures.map((f) => `<li>${escapeHtml(f)}</li>`).join('')}</ul>`;
  return `<section class="entry ${passed ? 'pass' : 'fail'}" data-target="${escapeHtml(entry.targetKey)}" data-page="${escapeHtml(entry.pageName)}">
<header>${passed ? '通过' : '未通过'} · ${escapeHtml(entry.pageName)}（${escapeHtml(entry.pagePath)}）· ${escapeHtml(share)}</header>
${failures}
<div class="pictures" tabindex="0" role="group" aria-label="${escapeHtml(`${entry.targetLabel} ${entry.pageName}的截图`)}">${picture('基线', entry.images.baseline)}${picture('现在', entry.images.now, regionBox(entry))}${picture('差异', entry.images.diff, regionBox(entry))}</div>
${auditSection(entry.audit)}
</section>`;
}

/** The report's HTML. */
export function reportHtml(report: Report): string {
  const failed = report.entries.filter((e) => e.failures.length > 0).length;
  const byTarget = new Map<string, ReportEntry[]>();
  for (const entry of report.entries)
    byTarget.set(entry.targetLabel, [...(byTarget.get(entry.targetLabel) ?? []), entry]);
  const sections = [...byTarget]
    .map(
      ([label, entries]) => `<h2>${escapeHtml(label)}</h2>\n${entries.map(entryHtml).join('\n')}`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="zh-CN">
<head><meta charset="utf-8"><title>${escapeHtml(report.title)}</title><style>${STYLE}</style></head>
<body>
<h1>${escapeHtml(report.title)}</h1>
<p class="summary ${failed ? 'fail' : 'pass'}">${report.entries.length} 张截图，${failed ? `${failed} 张未通过` : '全部通过'} · 生成于 ${escapeHtml(report.createdAt.toISOString())}</p>
${sections}
</body>
</html>
`;
}
