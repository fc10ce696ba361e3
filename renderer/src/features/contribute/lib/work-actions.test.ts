import { describe, expect, it } from 'vitest';
import type { RevisionState } from '@/contracts/api/contribute';
import { actionsFor, rejectReasonOf } from './work-actions';

const revision = (status: number, rejectReason: string | null = null): RevisionState => ({
  status,
  statusText: '',
  rejectReason,
  submittedAt: null,
  updatedAt: 0,
});

describe('actionsFor', () => {
  it.each([
    [0, ['edit', 'delete']],
    [1, ['withdraw']],
    [2, ['edit', 'offline']],
    [3, ['reason', 'edit', 'delete']],
    [4, ['edit', 'delete']],
    [9, []],
  ])('status %i allows %j', (status, actions) => {
    expect(actionsFor({ status, revision: null })).toEqual(actions);
  });

  it('lets a published work’s revision under review be withdrawn, not edited, and shows a rejected revision’s reason', () => {
    expect(actionsFor({ status: 2, revision: revision(1) })).toEqual(['withdraw', 'offline']);
    expect(actionsFor({ status: 2, revision: revision(0) })).toEqual(['edit', 'offline']);
    expect(actionsFor({ status: 2, revision: revision(3, '数据有误') })).toEqual([
      'reason',
      'edit',
      'offline',
    ]);
  });
});

describe('rejectReasonOf', () => {
  it('answers the revision’s reason for a published work and the work’s own otherwise', () => {
    expect(
      rejectReasonOf({ status: 2, rejectReason: null, revision: revision(3, '数据有误') }),
    ).toBe('数据有误');
    expect(rejectReasonOf({ status: 3, rejectReason: '请补充依据', revision: null })).toBe(
      '请补充依据',
    );
    expect(rejectReasonOf({ status: 3, rejectReason: null, revision: null })).toBe(
      '内容不符合投稿要求',
    );
  });
});
