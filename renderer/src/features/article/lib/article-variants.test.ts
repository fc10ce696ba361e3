import { describe, expect, it } from 'vitest';
import {
  articleDetailEndpoint,
  articlePersonalEndpoint,
  articlePreviewEndpoint,
  articleShareEndpoint,
} from '@/contracts/api/article';
import { ARTICLE_VARIANTS, articleRequest } from './article-variants';
import { articleRoutes } from '../routes';

const q = (s = '') => new URLSearchParams(s);

describe('article route variants', () => {
  it('covers every article route that shows an article', () => {
    const shown = articleRoutes.map((r) => r.name).filter((n) => !/Empty|Word/.test(n));
    expect(Object.keys(ARTICLE_VARIANTS).sort()).toEqual(shown.sort());
  });

  it('maps detail, share and personal routes to their API call by :id', () => {
    expect(articleRequest(ARTICLE_VARIANTS.ArticledDetail, '12', q())).toEqual({
      endpoint: articleDetailEndpoint,
      params: { id: 12 },
    });
    expect(articleRequest(ARTICLE_VARIANTS.v1ArticleDetail, '12', q())).toEqual({
      endpoint: articleDetailEndpoint,
      params: { id: 12 },
    });
    expect(articleRequest(ARTICLE_VARIANTS.v3ArticleDetail, '12', q())).toEqual({
      endpoint: articleDetailEndpoint,
      params: { id: 12 },
    });
    expect(articleRequest(ARTICLE_VARIANTS.v2ArticleShare, '7', q())).toEqual({
      endpoint: articleShareEndpoint,
      params: { id: 7 },
    });
    expect(articleRequest(ARTICLE_VARIANTS.v2ArticlePersonal, '230', q())).toEqual({
      endpoint: articlePersonalEndpoint,
      params: { id: 230 },
    });
    expect(articleRequest(ARTICLE_VARIANTS.v3ArticlePersonalApp, '230', q())).toEqual({
      endpoint: articlePersonalEndpoint,
      params: { id: 230 },
    });
  });

  it('names no article for a missing or malformed id (the page goes to the empty page)', () => {
    expect(articleRequest(ARTICLE_VARIANTS.v2ArticleDetail, undefined, q())).toBeNull();
    expect(articleRequest(ARTICLE_VARIANTS.v2ArticleDetail, 'abc', q())).toBeNull();
    expect(articleRequest(ARTICLE_VARIANTS.ArticledDetail, '0', q())).toBeNull();
    expect(articleRequest(ARTICLE_VARIANTS.ArticledDetail, '-3', q())).toBeNull();
    expect(articleRequest(ARTICLE_VARIANTS.ArticlePreview, undefined, q())).toBeNull();
    expect(articleRequest(ARTICLE_VARIANTS.ArticlePreview, undefined, q('token=<x>'))).toBeNull();
  });

  it('previews by token first, else by id', () => {
    expect(
      articleRequest(ARTICLE_VARIANTS.ArticlePreview, undefined, q('token=abcd1234efgh&id=3')),
    ).toEqual({ endpoint: articlePreviewEndpoint, query: { token: 'abcd1234efgh' } });
    expect(articleRequest(ARTICLE_VARIANTS.v3ArticlePreview, undefined, q('id=3'))).toEqual({
      endpoint: articlePreviewEndpoint,
      query: { id: 3 },
    });
  });

  it('sends missing articles of share and browser personal routes to the h5 empty page, others to the app one', () => {
    expect(ARTICLE_VARIANTS.ArticleShare.emptyPath).toBe('/article/empty/h5');
    expect(ARTICLE_VARIANTS.v1ArticleShare.emptyPath).toBe('/article/empty/h5');
    expect(ARTICLE_VARIANTS.v2ArticlePersonal.emptyPath).toBe('/article/empty/h5');
    expect(ARTICLE_VARIANTS.ArticledDetail.emptyPath).toBe('/article/empty');
    expect(ARTICLE_VARIANTS.v2ArticlePersonalApp.emptyPath).toBe('/article/empty');
  });

  it('hides the H5 title bar only on the in-app personal routes', () => {
    const hidden = Object.entries(ARTICLE_VARIANTS)
      .filter(([, v]) => v.hideBar)
      .map(([k]) => k);
    expect(hidden.sort()).toEqual(['v2ArticlePersonalApp', 'v3ArticlePersonalApp']);
  });
});
