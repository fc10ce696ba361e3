import { describe, expect, it } from 'vitest';
import { paramNames, queryString, withParamsAndQuery } from './route-url';

describe('paramNames', () => {
  it('lists params in path order, optional ones without their ?', () => {
    expect(paramNames('/v2/article/detail/:id?')).toEqual(['id']);
    expect(paramNames('/calculator/wage/month/:form')).toEqual(['form']);
    expect(paramNames('/home')).toEqual([]);
  });
});

describe('withParamsAndQuery: base, params, query', () => {
  it('appends each param value as a path segment, then ? and key=value pairs joined with &', () => {
    expect(
      withParamsAndQuery(
        'https://pc.example.com/articles',
        '/article/detail/:id',
        { id: '123' },
        '?from=share&x=1',
      ),
    ).toBe('https://pc.example.com/articles/123?from=share&x=1');
  });
  it('has no ? without a query and skips an absent optional param', () => {
    expect(withParamsAndQuery('https://pc/articles', '/v2/article/detail/:id?', {}, '')).toBe(
      'https://pc/articles',
    );
    expect(
      withParamsAndQuery('https://pc/articles/word', '/v1/article/word', {}, '?keyword=ab'),
    ).toBe('https://pc/articles/word?keyword=ab');
  });
  it('encodes values that would break the URL', () => {
    expect(queryString('?keyword=个税&a=b c')).toBe('keyword=%E4%B8%AA%E7%A8%8E&a=b%20c');
    expect(withParamsAndQuery('/pdf', '/pdf/:url', { url: 'a/b.pdf' }, '')).toBe('/pdf/a%2Fb.pdf');
  });
});
