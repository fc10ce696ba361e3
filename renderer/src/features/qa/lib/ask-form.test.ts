import { describe, expect, it } from 'vitest';
import { toggleTag, validateAnswerEdit, validateAsk } from './ask-form';

const ok = {
  title: '小规模纳税人季度销售额多少免税？',
  content: '我们是咨询服务公司，本季度销售额约28万元。',
  tags: ['增值税'],
};

describe('validateAsk', () => {
  it('accepts a complete question', () => {
    expect(validateAsk(ok)).toEqual({});
  });

  it('asks for a title, then for 5-50 characters', () => {
    expect(validateAsk({ ...ok, title: '  ' }).title).toBe('请输入问题标题');
    expect(validateAsk({ ...ok, title: '请问' }).title).toBe('问题标题须为5-50个字');
    expect(validateAsk({ ...ok, title: '问'.repeat(51) }).title).toBe('问题标题须为5-50个字');
  });

  it('needs a description of 10-1000 characters', () => {
    expect(validateAsk({ ...ok, content: '' }).content).toBe('请描述您的问题');
    expect(validateAsk({ ...ok, content: '太短了' }).content).toBe('问题描述须为10-1000个字');
  });

  it('needs one to three tags', () => {
    expect(validateAsk({ ...ok, tags: [] }).tags).toBe('请至少选择一个标签');
    expect(validateAsk({ ...ok, tags: ['a', 'b', 'c', 'd'] }).tags).toBe('最多选择3个标签');
  });
});

describe('toggleTag', () => {
  it('adds, removes, and refuses a fourth tag', () => {
    expect(toggleTag([], '增值税')).toEqual({ tags: ['增值税'], refused: false });
    expect(toggleTag(['增值税'], '增值税')).toEqual({ tags: [], refused: false });
    expect(toggleTag(['a', 'b', 'c'], 'd')).toEqual({ tags: ['a', 'b', 'c'], refused: true });
  });
});

describe('validateAnswerEdit', () => {
  const original = '根据公告，该政策执行至2027年12月31日。';
  it('refuses empty, short and unchanged text', () => {
    expect(validateAnswerEdit(original, ' ')).toBe('请输入回答内容');
    expect(validateAnswerEdit(original, '太短')).toBe('回答内容须为10-3000个字');
    expect(validateAnswerEdit(original, `${original}  `)).toBe('回答内容没有变化');
  });
  it('accepts a real change', () => {
    expect(validateAnswerEdit(original, `${original}\n补充：请留存资料备查。`)).toBeUndefined();
  });
});
