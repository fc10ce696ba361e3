import { describe, expect, it } from 'vitest';
import { cleanPastedHtml, imageProblem, plainTextToHtml } from './rich-text';

describe('plainTextToHtml', () => {
  it('makes one paragraph per line, dropping blank lines', () => {
    expect(plainTextToHtml('第一段\r\n\n  第二段  \n')).toBe('<p>第一段</p><p>第二段</p>');
  });
  it('shows pasted markup as text', () => {
    expect(plainTextToHtml('<img src=x onerror="alert(1)">')).toBe(
      '<p>&lt;img src=x onerror=&quot;alert(1)&quot;&gt;</p>',
    );
  });
});

describe('imageProblem', () => {
  it('takes the four image types up to 5MB', () => {
    expect(imageProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 })).toBeNull();
    expect(imageProblem({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe('图片不能超过5MB');
    expect(imageProblem({ type: 'image/svg+xml', size: 10 })).toBe(
      '仅支持 PNG、JPG、GIF、WebP 图片',
    );
  });
});

describe('cleanPastedHtml', () => {
  it('keeps words as paragraphs and images in their places, dropping styles, scripts and links', () => {
    const pasted =
      '<html><head><style>p{color:red}</style></head><body><h1 style="font-size:40px">标题</h1><div><span style="color:red">第一段</span><a href="javascript:alert(1)">链接</a><br>第二行</div>' +
      '<img src="https://example.com/a.png" onerror="alert(1)"><p>第三段<img src="data:image/png;base64,AAAA"></p><script>alert(2)</script><img src="file:///C:/x.png"></body></html>';
    expect(cleanPastedHtml(pasted)).toEqual({
      html: '<p>标题</p><p>第一段链接</p><p>第二行</p><p><img data-paste="0" alt=""></p><p>第三段</p><p><img data-paste="1" alt=""></p>',
      images: ['https://example.com/a.png', 'data:image/png;base64,AAAA'],
    });
  });
  it('shows markup inside text as text', () => {
    expect(cleanPastedHtml('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>').html).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
  });
});
