/**
 * The web bench's table cells, shared by the landing pages' table and the signed-in area pages':
 * the Lighthouse figures of a page's runs beside its goals and the floor page of the same run.
 */
import { median, type LighthouseRun } from './web-lighthouse';
import { partOf } from './run-alone';

/** The goals every measured page is held to, landing pages and area pages alike. */
const GOALS = { lighthouse: 95, accessibility: 95, tbtOverFloor: 1.5, cls: 0 } as const;

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '—');
export const mark = (ok: boolean) => (ok ? '✓' : '✗');

/** TBT against the floor page's; a floor of 0 ms leaves no ratio, only "is the page at 0 too". */
function overFloorCell(tbt: number, floorTbt: number): string {
  if (floorTbt <= 0) return `— ${mark(tbt === 0)}（下限页 0 ms）`;
  const ratio = tbt / floorTbt;
  return `${ratio.toFixed(2)}× ${mark(ratio <= GOALS.tbtOverFloor)}≤${GOALS.tbtOverFloor}`;
}

/** Score (runs), LCP, TBT, TBT ÷ floor, CLS, accessibility: six cells, dashes without runs. */
export function lighthouseCells(runs: readonly LighthouseRun[], floorTbt: number): string[] {
  if (runs.length === 0) return ['—', '—', '—', '—', '—', '—'];
  const score = median(runs.map((r) => r.score));
  const tbt = median(runs.map((r) => r.tbtMs));
  const cls = median(runs.map((r) => r.cls));
  const a11y = median(runs.map((r) => r.accessibility ?? Number.NaN));
  return [
    `${score} ${mark(score >= GOALS.lighthouse)}≥${GOALS.lighthouse}（${runs.map((r) => r.score).join('、')}）`,
    ms(median(runs.map((r) => r.lcpMs))),
    ms(tbt),
    overFloorCell(tbt, floorTbt),
    // A shift under 0.0005 would print as 0.000 beside its ✗.
    `${cls > 0 && cls < 0.0005 ? cls.toPrecision(1) : cls.toFixed(3)} ${mark(cls <= GOALS.cls)}`,
    `${a11y} ${mark(a11y >= GOALS.accessibility)}≥${GOALS.accessibility}`,
  ];
}

/** Markdown-ish rows with padded columns. */
export function formatTable(lines: readonly string[][]): string[] {
  const widths = lines[0]?.map((_, i) => Math.max(...lines.map((l) => (l[i] ?? '').length))) ?? [];
  return lines.map(
    (line) => `| ${line.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`,
  );
}

partOf(import.meta.url, 'bench/web-bench.ts');
