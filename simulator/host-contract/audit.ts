/**
 * An accessibility audit of what a phone shows (axe-core in the page, its rule texts in Chinese):
 * the violations, worst first, each with the elements it found. Shared by the hosts, which run it,
 * and the panel, which shows it.
 */

/** axe-core's impacts, worst first. */
export const IMPACTS = ['critical', 'serious', 'moderate', 'minor'] as const;
export type Impact = (typeof IMPACTS)[number];

export const IMPACT_LABELS: Readonly<Record<Impact, string>> = {
  critical: '严重',
  serious: '较严重',
  moderate: '中等',
  minor: '轻微',
};

type AuditNode = {
  /** CSS selectors that reach the element (one per frame level). */
  target: string[];
  html: string;
  /** What to fix on this element, in Chinese. */
  failureSummary: string;
};

export type AuditViolation = {
  /** The axe-core rule, e.g. `image-alt`. */
  id: string;
  impact: Impact;
  /** The rule's one-line help and its longer description, in Chinese. */
  help: string;
  description: string;
  /** Deque University's page on the rule. */
  helpUrl: string;
  nodes: AuditNode[];
};

export type AuditResult = {
  url: string;
  /** Epoch ms when the audit ran. */
  at: number;
  violations: AuditViolation[];
  /** How many rules passed, and how many axe could not decide (a person should look). */
  passes: number;
  incomplete: number;
};
