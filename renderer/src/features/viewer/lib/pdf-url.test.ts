import { describe, expect, it } from 'vitest';
import { parsePdfUrl } from './pdf-url';
import { docsSource } from './docs-source';

const base = 'http://127.0.0.1:4181/app/pdf/x';

describe('parsePdfUrl', () => {
  it('accepts http(s) URLs and paths of this site', () => {
    expect(parsePdfUrl('http://127.0.0.1:3911/files/pdf/a.pdf', base)).toBe(
      'http://127.0.0.1:3911/files/pdf/a.pdf',
    );
    expect(parsePdfUrl('/api-mock/files/pdf/a.pdf', base)).toBe(
      'http://127.0.0.1:4181/api-mock/files/pdf/a.pdf',
    );
  });

  it('decodes a URL that arrives still encoded once more', () => {
    expect(parsePdfUrl(encodeURIComponent('https://cdn.example.cn/a b.pdf'), base)).toBe(
      'https://cdn.example.cn/a%20b.pdf',
    );
  });

  it('refuses other schemes, protocol-relative URLs and garbage', () => {
    for (const bad of [
      undefined,
      '',
      'javascript:alert(1)',
      'data:application/pdf;base64,AAAA',
      'file:///etc/passwd',
      '//evil.example/a.pdf',
      'not a url',
      '%E0%A4%A',
    ]) {
      expect(parsePdfUrl(bad, base)).toBeNull();
    }
  });
});

describe('docsSource', () => {
  const q = (s: string) => new URLSearchParams(s);
  it('reads ?id= as an API document and ?url= as a PDF', () => {
    expect(docsSource(q('id=3'), base)).toEqual({ kind: 'document', id: 3 });
    expect(docsSource(q('url=' + encodeURIComponent('http://h/x/y.PDF')), base)).toEqual({
      kind: 'pdf',
      url: 'http://h/x/y.PDF',
    });
  });

  it('cannot preview other files and rejects bad parameters', () => {
    expect(docsSource(q('url=' + encodeURIComponent('http://h/a.docx')), base)).toEqual({
      kind: 'unsupported',
      url: 'http://h/a.docx',
    });
    expect(docsSource(q(''), base)).toEqual({ kind: 'invalid' });
    expect(docsSource(q('id=0'), base)).toEqual({ kind: 'invalid' });
    expect(docsSource(q('id=abc'), base)).toEqual({ kind: 'invalid' });
    expect(docsSource(q('url=javascript:alert(1)'), base)).toEqual({ kind: 'invalid' });
  });
});
