// @vitest-environment jsdom
// happy-dom's tree walking drops nodes under DOMPurify (first element, attributes): sanitising is tested in jsdom.
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize';

describe('sanitizeHtml', () => {
  it('removes scripts, event attributes and javascript: links', () => {
    const out = sanitizeHtml(
      '<p>正文</p><script>window.__xssRan = true</script><img src="/x.png" onerror="window.__xssRan = true"><a href="javascript:alert(1)">点我</a><iframe src="https://evil.example"></iframe>',
    );
    expect(out).not.toMatch(/<script|onerror|javascript:|<iframe/i);
    expect(out).toContain('<p>正文</p>');
    expect(out).toContain('<img src="/x.png">');
  });

  it('keeps headings, lists and tables, drops inline styles', () => {
    const html =
      '<h2>要点</h2><ol><li>一</li></ol><table><caption>表</caption><thead><tr><th>项</th></tr></thead><tbody><tr><td style="width:900px">值</td></tr></tbody></table>';
    const out = sanitizeHtml(html);
    expect(out).toContain('<h2>要点</h2>');
    expect(out).toContain('<ol><li>一</li></ol>');
    expect(out).toContain('<caption>表</caption>');
    expect(out).toContain('<td>值</td>');
  });

  it('opens external links in a new page without an opener', () => {
    const out = sanitizeHtml(
      '<a href="https://www.chinatax.gov.cn/">总局官网</a><a href="/app/home">首页</a>',
    );
    expect(out).toContain(
      '<a href="https://www.chinatax.gov.cn/" target="_blank" rel="noopener noreferrer">',
    );
    expect(out).toContain('<a href="/app/home">');
    // An author's own target is not kept: only the rule above sets it.
    expect(sanitizeHtml('<a href="/app/home" target="_blank">首页</a>')).toBe(
      '<a href="/app/home">首页</a>',
    );
  });

  it('keeps a document and drops what can run code', () => {
    const out = sanitizeHtml(
      '<h1>指引</h1><table><tr><td>子女教育</td></tr></table><script>window.__xssRan=1</script><img src="a.png" onerror="x()"><a href="javascript:x()">a</a>',
    );
    expect(out).toContain('<h1>指引</h1>');
    expect(out).toContain('<td>子女教育</td>');
    expect(out).not.toMatch(/script|onerror|javascript:/i);
  });
});
