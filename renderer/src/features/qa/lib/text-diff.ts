/** One line of a comparison between two versions of an answer. */
export type DiffLine = { text: string; kind: 'same' | 'added' | 'removed' };

/**
 * Line diff of two texts by longest common subsequence, in reading order: what an edit removed
 * comes before what it added in its place. Answers are a few dozen lines, so O(n·m) is fine.
 */
export function diffLines(previous: string, next: string): DiffLine[] {
  const a = previous.split('\n');
  const b = next.split('\n');
  const lcs: number[][] = Array.from({ length: a.length + 1 }, () =>
    new Array<number>(b.length + 1).fill(0),
  );
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      const row = lcs[i] as number[];
      row[j] =
        a[i] === b[j]
          ? (lcs[i + 1]?.[j + 1] ?? 0) + 1
          : Math.max(lcs[i + 1]?.[j] ?? 0, row[j + 1] ?? 0);
    }
  }
  const out: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      out.push({ text: a[i] as string, kind: 'same' });
      i++;
      j++;
    } else if ((lcs[i + 1]?.[j] ?? 0) >= (lcs[i]?.[j + 1] ?? 0)) {
      out.push({ text: a[i] as string, kind: 'removed' });
      i++;
    } else {
      out.push({ text: b[j] as string, kind: 'added' });
      j++;
    }
  }
  for (; i < a.length; i++) out.push({ text: a[i] as string, kind: 'removed' });
  for (; j < b.length; j++) out.push({ text: b[j] as string, kind: 'added' });
  return out;
}
