import { describe, expect, it } from 'vitest';
import { revisionBannerOf, statusBannerOf } from './status-banner';

const at = new Date(2026, 10, 24, 9, 5).getTime();

describe('statusBannerOf', () => {
  it('tells a rejected work its reason', () => {
    expect(
      statusBannerOf({ status: 3, rejectReason: '请补充政策依据', submittedAt: at, updatedAt: at }),
    ).toEqual({ tone: 'danger', text: '未通过：请补充政策依据' });
  });
  it('dates a work under review by when it was submitted', () => {
    expect(
      statusBannerOf({ status: 1, rejectReason: null, submittedAt: at, updatedAt: at + 86_400_000 })
        .text,
    ).toBe('审核中：2026-11-24 09:05 提交，编辑审核后会通知你');
  });
  it('dates a published work', () => {
    expect(
      statusBannerOf({ status: 2, rejectReason: null, submittedAt: at, updatedAt: at }),
    ).toEqual({ tone: 'success', text: '已发布：2026-11-24 起读者可见' });
  });
  it.each([0, 4])('describes status %i without a reason', (status) => {
    expect(
      statusBannerOf({ status, rejectReason: null, submittedAt: null, updatedAt: at }).tone,
    ).toBe('info');
  });
  it('dates a published work by its first publication when it has one', () => {
    expect(
      statusBannerOf({
        status: 2,
        rejectReason: null,
        submittedAt: at,
        updatedAt: at + 86_400_000 * 3,
        publishedAt: at,
      }).text,
    ).toBe('已发布：2026-11-24 起读者可见');
  });
});

describe('revisionBannerOf', () => {
  const revision = (status: number, rejectReason: string | null = null) => ({
    status,
    statusText: '',
    rejectReason,
    submittedAt: at,
    updatedAt: at,
  });
  it('says a published work’s revision is under review while readers keep the published version', () => {
    expect(revisionBannerOf({ status: 2, revision: revision(1) })).toEqual({
      tone: 'info',
      text: '修改稿审核中：2026-11-24 09:05 提交，通过前读者看到的仍是已发布的版本',
    });
  });
  it('gives a rejected revision’s reason', () => {
    expect(revisionBannerOf({ status: 2, revision: revision(3, '数据有误') })?.text).toBe(
      '修改稿未通过：数据有误。读者看到的仍是已发布的版本',
    );
  });
  it('is null without a revision or for a work not published', () => {
    expect(revisionBannerOf({ status: 2, revision: null })).toBeNull();
    expect(revisionBannerOf({ status: 3, revision: revision(1) })).toBeNull();
  });
});
