import { describe, expect, it } from 'vitest';
import { diffLines } from './text-diff';

describe('diffLines', () => {
  it('marks an appended line as added and keeps the rest', () => {
    expect(diffLines('第一段\n第二段', '第一段\n第二段\n（补充）新增说明')).toEqual([
      { text: '第一段', kind: 'same' },
      { text: '第二段', kind: 'same' },
      { text: '（补充）新增说明', kind: 'added' },
    ]);
  });

  it('shows a rewritten line as removed then added, in place', () => {
    expect(diffLines('政策执行至2025年\n结尾', '政策执行至2027年\n结尾')).toEqual([
      { text: '政策执行至2025年', kind: 'removed' },
      { text: '政策执行至2027年', kind: 'added' },
      { text: '结尾', kind: 'same' },
    ]);
  });

  it('reports nothing changed for equal texts', () => {
    expect(diffLines('a\nb', 'a\nb').every((l) => l.kind === 'same')).toBe(true);
  });
});
