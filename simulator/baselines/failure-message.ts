/**
 * What a failed page says: which page, on which phone, what changed, and the command that
 * refreshes that one baseline once the change is known to be wanted.
 */
import type { AuditResult } from '../host-contract/audit';
import { formatShare, type Comparison } from './compare';
import type { BaselineTarget } from './device-set';
import type { BaselinePage } from './page-list';

/** The command that rewrites one page's baseline on one phone. */
export type RefreshCommand = (target: BaselineTarget, page: BaselinePage) => string;

export const modeLabel = (target: BaselineTarget): string =>
  target.mode === 'app' ? 'App 内' : '浏览器';

const where = (target: BaselineTarget, page: BaselinePage): string =>
  `「${page.name}」（${page.path}）在 ${target.device.name}（${target.device.id}，${modeLabel(target)}）上`;

/** The pictures differ beyond the budget, or in size. */
export function pixelFailure(
  target: BaselineTarget,
  page: BaselinePage,
  comparison: Comparison,
  refresh: RefreshCommand,
): string {
  const { sizeMismatch: size, region } = comparison;
  const what = size
    ? `截图尺寸变了：基线 ${size.baseline.width}×${size.baseline.height}，现在 ${size.now.width}×${size.now.height}`
    : `有 ${formatShare(comparison.changedShare)} 的像素变了（预算 ${formatShare(comparison.budget)}）` +
      (region
        ? `，变化区域从 (${region.x}, ${region.y}) 起 ${region.width}×${region.height} 像素`
        : '');
  return `${where(target, page)}${what}。若是有意的改动，刷新这张基线：${refresh(target, page)}`;
}

/** No baseline to compare with. */
export function missingBaseline(
  target: BaselineTarget,
  page: BaselinePage,
  file: string,
  refresh: RefreshCommand,
): string {
  return `${where(target, page)}没有基线 ${file}，先生成：${refresh(target, page)}`;
}

/** The serious and critical axe-core violations of an audit. */
const blockingViolations = (audit: AuditResult): AuditResult['violations'] =>
  audit.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');

/** Serious or critical accessibility problems; null when there are none. */
export function auditFailure(
  target: BaselineTarget,
  page: BaselinePage,
  audit: AuditResult,
): string | null {
  const blocking = blockingViolations(audit);
  if (blocking.length === 0) return null;
  const rules = blocking.map((v) => `${v.id}（${v.impact}，${v.nodes.length} 处）：${v.help}`);
  return `${where(target, page)}有 ${blocking.length} 条严重或致命的无障碍问题：${rules.join('；')}`;
}
