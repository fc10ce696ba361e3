// @vitest-environment jsdom
// happy-dom's tree walking drops nodes under DOMPurify: sanitising is tested in jsdom.
import { describe, expect, it } from 'vitest';
import { sanitizeDocumentHtml } from './sanitize-document';

describe('sanitizeDocumentHtml', () => {
  it('keeps the document and drops what can run code', () => {
    const out = sanitizeDocumentHtml('<h1>指引</h1><table><tr><td>子女教育</td></tr></table><script>window.__xssRan=1</script><img src="a.png" onerror="x()"><a href="javascript:x()">a</a>');
    expect(out).toContain('<h1>指引</h1>');
    expect(out).toContain('<td>子女教育</td>');
    expect(out).not.toMatch(/script|onerror|javascript:/i);
  });
});
