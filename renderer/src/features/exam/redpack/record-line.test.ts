import { describe, expect, it } from 'vitest';
import { recordLine } from './record-line';

describe('recordLine (spec §4 labels)', () => {
  it('labels a withdrawal 红包提现, money out', () => {
    expect(recordLine({ kind: 3, amountCents: 150 })).toEqual({ label: '红包提现', amount: '-1.50元', out: true });
  });
  it('labels an invitation 邀请红包 and an answer 答题红包, money in', () => {
    expect(recordLine({ kind: 1, amountCents: 100 })).toEqual({ label: '邀请红包', amount: '+1.00元', out: false });
    expect(recordLine({ kind: 2, amountCents: 88 })).toEqual({ label: '答题红包', amount: '+0.88元', out: false });
  });
  it('treats any other income as an answer red packet (spec §4: otherwise 答题红包)', () => {
    expect(recordLine({ kind: 9, amountCents: 5 }).label).toBe('答题红包');
  });
});
