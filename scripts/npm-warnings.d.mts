/** Folds npm's expected install warnings (EBADENGINE, ERESOLVE peer overrides) into one line each. */
export function createWarningFolder(): {
  /** The line to print now, or null when it is folded into the summary. */
  take(line: string): string | null;
  /** One Chinese line per folded kind of warning; empty when nothing was folded. */
  summary(): string[];
};
