/** Edge cases of the route URL composition: empty params, several params, odd queries. */
import { describe, expect, it } from 'vitest';
import { paramNames, queryString, withParamsAndQuery } from './route-url';

describe('withParamsAndQuery', () => {
  it('skips empty params (no empty segment, no //)', () => {
    expect(
      withParamsAndQuery('https://pc/articles', '/v2/article/detail/:id?', { id: '' }, ''),
    ).toBe('https://pc/articles');
    expect(
      withParamsAndQuery('https://pc/a', '/x/:first/:second', { first: '', second: '2' }, ''),
    ).toBe('https://pc/a/2');
  });

  it("appends several params in the pattern's order, not the object's", () => {
    expect(
      withParamsAndQuery('https://pc/a', '/x/:first/y/:second', { second: '2', first: '1' }, ''),
    ).toBe('https://pc/a/1/2');
  });

  it('ignores params the pattern does not name', () => {
    expect(withParamsAndQuery('https://pc/a', '/x/:id', { id: '1', other: '9' }, '')).toBe(
      'https://pc/a/1',
    );
  });

  it('drops trailing slashes of the base before appending', () => {
    expect(withParamsAndQuery('https://pc/a///', '/x/:id', { id: '1' }, '')).toBe('https://pc/a/1');
    expect(withParamsAndQuery('https://pc/a/', '/x', {}, '')).toBe('https://pc/a');
    expect(withParamsAndQuery('https://pc/a/', '/x', {}, '?k=v')).toBe('https://pc/a?k=v');
  });

  it('keeps a slash inside the base', () => {
    expect(withParamsAndQuery('https://pc/a/b', '/x', {}, '')).toBe('https://pc/a/b');
  });
});

describe('queryString', () => {
  it('reads a query with or without its ?, keeping repeated keys and empty values', () => {
    expect(queryString('a=1&b=2')).toBe('a=1&b=2');
    expect(queryString('?a=1&a=2&b=')).toBe('a=1&a=2&b=');
    expect(queryString('?')).toBe('');
    expect(queryString('')).toBe('');
  });

  it('encodes keys as well as values', () => {
    expect(queryString('?税 种=个税&x=a&b')).toBe(
      '%E7%A8%8E%20%E7%A7%8D=%E4%B8%AA%E7%A8%8E&x=a&b=',
    );
  });
});

describe('paramNames', () => {
  it('lists several params, optional or not, and nothing for segments that only contain a colon', () => {
    expect(paramNames('/live/series/:seriesId/chapter/:chapterId?')).toEqual([
      'seriesId',
      'chapterId',
    ]);
    expect(paramNames('/news/list/2025:12')).toEqual([]);
  });
});
