import { describe, expect, it } from 'vitest';
import {
  EMPTY_WORK,
  addTag,
  canSaveToServer,
  effectiveCover,
  firstProblem,
  validateWork,
  type WorkForm,
} from './work-form';

const BODY = '<p>小规模纳税人季度销售额超过30万元时，应全额计算缴纳增值税。</p>';
const good: WorkForm = {
  ...EMPTY_WORK,
  title: '季度销售额临界点',
  category: 'practice',
  tags: ['增值税'],
  contentHtml: BODY,
  agreed: true,
};

describe('validateWork', () => {
  it('accepts a complete contribution', () => {
    expect(validateWork(good, 'contribute')).toEqual({});
  });

  it.each<[Partial<WorkForm>, keyof WorkForm, string]>([
    [{ title: '' }, 'title', '请填写标题'],
    [{ title: '  四个字啊 ' }, 'title', '标题至少5个字'],
    [{ title: '字'.repeat(61) }, 'title', '标题最多60字'],
    [{ category: '' }, 'category', '请选择分类'],
    [{ tags: [] }, 'tags', '请选择1-3个标签'],
    [{ tags: ['一', '二', '三', '四'] }, 'tags', '请选择1-3个标签'],
    [{ tags: ['这是一个超过十个字的标签名称'] }, 'tags', '标签最多10字'],
    [{ summary: '字'.repeat(201) }, 'summary', '摘要最多200字'],
    [{ original: false, sourceUrl: '' }, 'sourceUrl', '转载文章请填写原文链接'],
    [
      { original: false, sourceUrl: 'javascript:alert(1)' },
      'sourceUrl',
      '原文链接须以 http:// 或 https:// 开头',
    ],
    [{ contentHtml: '<p> </p>' }, 'contentHtml', '请填写正文'],
    [{ contentHtml: '<p>太短了</p>' }, 'contentHtml', '正文至少20个字'],
    [{ agreed: false }, 'agreed', '请阅读并同意《投稿协议》'],
  ])('%j → %s: %s', (patch, field, msg) => {
    expect(validateWork({ ...good, ...patch }, 'contribute')[field]).toBe(msg);
  });

  it('counts characters, not UTF-16 units, so five emoji make a title', () => {
    expect(validateWork({ ...good, title: '😀😀😀😀😀' }, 'contribute').title).toBeUndefined();
  });

  it('does not ask my own article for the contribution agreement', () => {
    expect(validateWork({ ...good, agreed: false }, 'material')).toEqual({});
  });

  it('a reprint with its source passes', () => {
    expect(
      validateWork(
        { ...good, original: false, sourceUrl: 'https://www.chinatax.gov.cn/a.html' },
        'contribute',
      ),
    ).toEqual({});
  });

  it('announces the topmost problem first', () => {
    expect(firstProblem(validateWork({ ...EMPTY_WORK }, 'contribute'))).toBe('请填写标题');
    expect(firstProblem(validateWork({ ...good, tags: [], agreed: false }, 'contribute'))).toBe(
      '请选择1-3个标签',
    );
    expect(firstProblem({})).toBeUndefined();
  });
});

describe('canSaveToServer', () => {
  it('waits for what the server needs of a draft: title, category and body long enough', () => {
    expect(canSaveToServer(good)).toBe(true);
    expect(canSaveToServer({ ...good, tags: [], agreed: false })).toBe(true);
    expect(canSaveToServer({ ...good, title: '短' })).toBe(false);
    expect(canSaveToServer({ ...good, category: '' })).toBe(false);
    expect(canSaveToServer({ ...good, contentHtml: '<p>短</p>' })).toBe(false);
    expect(canSaveToServer({ ...good, original: false, sourceUrl: 'ftp:x' })).toBe(false);
  });
});

describe('effectiveCover and addTag', () => {
  it('takes the first image of the body unless a cover was picked', () => {
    expect(
      effectiveCover({
        cover: '',
        contentHtml: `${BODY}<img src="https://a/1.png"><img src="https://a/2.png">`,
      }),
    ).toBe('https://a/1.png');
    expect(
      effectiveCover({ cover: 'https://a/c.png', contentHtml: '<img src="https://a/1.png">' }),
    ).toBe('https://a/c.png');
    expect(effectiveCover({ cover: '', contentHtml: BODY })).toBeNull();
  });

  it('adds up to three distinct tags of at most ten characters', () => {
    expect(addTag([], ' #增值税 ').tags).toEqual(['增值税']);
    expect(addTag(['增值税'], '增值税').problem).toBe('该标签已添加');
    expect(addTag(['a', 'b', 'c'], 'd')).toEqual({
      tags: ['a', 'b', 'c'],
      problem: '请选择1-3个标签',
    });
    expect(addTag([], '一二三四五六七八九十一').problem).toBe('标签最多10字');
    expect(addTag(['a'], '  ').tags).toEqual(['a']);
  });
});
