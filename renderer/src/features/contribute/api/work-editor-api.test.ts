import { describe, expect, it } from 'vitest';
import { formOfStored } from './work-editor-api';

const html = '<p>小规模纳税人季度销售额超过30万元时，应全额计算缴纳增值税。</p><p><img src="https://cdn/a.png"></p>';
const stored = { title: '季度销售额临界点', category: 'practice', tags: ['增值税'], summary: '', cover: null, original: true, sourceUrl: null, contentHtml: html };

describe('formOfStored', () => {
  it('shows a summary and cover the server derived from the body as not chosen, so they keep following it', () => {
    const form = formOfStored({ ...stored, summary: '小规模纳税人季度销售额超过30万元时，应全额计算缴纳增值税。', cover: 'https://cdn/a.png' }, false);
    expect(form).toMatchObject({ summary: '', cover: '' });
  });

  it('keeps a summary and cover the writer chose, and a reprint source', () => {
    const form = formOfStored({ ...stored, summary: '自己写的摘要', cover: 'https://cdn/c.png', original: false, sourceUrl: 'https://a.cn/x' }, true);
    expect(form).toMatchObject({ summary: '自己写的摘要', cover: 'https://cdn/c.png', original: false, sourceUrl: 'https://a.cn/x', agreed: true, tags: ['增值税'] });
  });
});
