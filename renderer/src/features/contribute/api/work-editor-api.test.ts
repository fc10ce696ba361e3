import { describe, expect, it } from 'vitest';
import { formOfStored, rejectionOf } from './work-editor-api';

const html =
  '<p>小规模纳税人季度销售额超过30万元时，应全额计算缴纳增值税。</p><p><img src="https://cdn/a.png"></p>';
const stored = {
  title: '季度销售额临界点',
  category: 'practice',
  tags: ['增值税'],
  summary: '',
  cover: null,
  original: true,
  sourceUrl: null,
  contentHtml: html,
};

describe('formOfStored', () => {
  it('shows a summary and cover the server derived from the body as not chosen, so they keep following it', () => {
    const form = formOfStored(
      {
        ...stored,
        summary: '小规模纳税人季度销售额超过30万元时，应全额计算缴纳增值税。',
        cover: 'https://cdn/a.png',
      },
      false,
    );
    expect(form).toMatchObject({ summary: '', cover: '' });
  });

  it('keeps a summary and cover the writer chose, and a reprint source', () => {
    const form = formOfStored(
      {
        ...stored,
        summary: '自己写的摘要',
        cover: 'https://cdn/c.png',
        original: false,
        sourceUrl: 'https://a.cn/x',
      },
      true,
    );
    expect(form).toMatchObject({
      summary: '自己写的摘要',
      cover: 'https://cdn/c.png',
      original: false,
      sourceUrl: 'https://a.cn/x',
      agreed: true,
      tags: ['增值税'],
    });
  });
});

describe('rejectionOf', () => {
  const revision = (status: number, rejectReason: string | null) => ({
    status,
    statusText: '',
    rejectReason,
    submittedAt: null,
    updatedAt: 0,
  });

  it('tells why a rejected work, or the rejected revision of a published one, was refused', () => {
    expect(rejectionOf({ status: 3, rejectReason: '请补充政策依据', revision: null })).toBe(
      '未通过：请补充政策依据。修改后可重新提交审核',
    );
    expect(rejectionOf({ status: 3, rejectReason: null, revision: null })).toBe(
      '未通过：内容不符合投稿要求。修改后可重新提交审核',
    );
    expect(rejectionOf({ status: 2, rejectReason: null, revision: revision(3, '标题过长') })).toBe(
      '修改稿未通过：标题过长。修改后可重新提交审核',
    );
  });

  it('says nothing of a work that is not rejected', () => {
    expect(rejectionOf({ status: 0, rejectReason: null, revision: null })).toBeNull();
    expect(rejectionOf({ status: 2, rejectReason: null, revision: revision(0, null) })).toBeNull();
    expect(rejectionOf({ status: 4, rejectReason: null, revision: null })).toBeNull();
  });
});
