import { describe, expect, it } from 'vitest';
import { buildAreaIndex, candidateAreas, patternKey } from './area-index';

describe('patternKey', () => {
  it('keeps at most two leading static segments, in lower case', () => {
    expect(patternKey('/v2/article/detail/:id?')).toBe('v2/article');
    expect(patternKey('/activity/:id')).toBe('activity');
    expect(patternKey('/member/card/:id?')).toBe('member/card');
    expect(patternKey('/City')).toBe('city');
    expect(patternKey('/:any')).toBe('');
    expect(patternKey('*')).toBe('');
    expect(patternKey('/a?/b')).toBe('');
  });
});

describe('buildAreaIndex and candidateAreas', () => {
  const index = buildAreaIndex({
    article: ['/article/detail/:id', '/article/empty', '/v2/article/detail/:id?'],
    member: ['/member/center', '/v2/member/center'],
    activity: ['/member/card/:id?', '/activity/:id'],
    live: ['/v2/live/detail/:id'],
    quiz: ['/quiz', '/quiz/mng'],
  });

  it('collapses a first segment whose keys all name the same areas', () => {
    expect(index).toEqual({
      article: ['article'],
      'v2/article': ['article'],
      'v2/member': ['member'],
      'v2/live': ['live'],
      'member/center': ['member'],
      'member/card': ['activity'],
      activity: ['activity'],
      quiz: ['quiz'],
    });
  });

  it('names the areas a path may lie in, by its first one or two segments', () => {
    expect(candidateAreas(index, '/v2/member/center')).toEqual(['member']);
    expect(candidateAreas(index, '/member/card')).toEqual(['activity']);
    expect(candidateAreas(index, '/Article/Detail/3')).toEqual(['article']);
    expect(candidateAreas(index, '/quiz/')).toEqual(['quiz']);
    expect(candidateAreas(index, '/member')).toEqual([]);
    expect(candidateAreas(index, '/')).toEqual([]);
  });

  it('makes an area with a leading param a candidate for every path', () => {
    const withParam = buildAreaIndex({ any: ['/:slug'], article: ['/article/:id'] });
    expect(candidateAreas(withParam, '/article/1')).toEqual(['any', 'article']);
    expect(candidateAreas(withParam, '/x')).toEqual(['any']);
  });
});
