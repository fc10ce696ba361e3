import { describe, expect, it } from 'vitest';
import { imageProblem, plainTextToHtml } from './rich-text';

describe('plainTextToHtml', () => {
  it('makes one paragraph per line, dropping blank lines', () => {
    expect(plainTextToHtml('第一段\r\n\n  第二段  \n')).toBe('<p>第一段</p><p>第二段</p>');
  });
  it('shows pasted markup as text', () => {
    expect(plainTextToHtml('<img src=x onerror="alert(1)">')).toBe('<p>&lt;img src=x onerror=&quot;alert(1)&quot;&gt;</p>');
  });
});

describe('imageProblem', () => {
  it('takes the four image types up to 5MB', () => {
    expect(imageProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 })).toBeNull();
    expect(imageProblem({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe('图片不能超过5MB');
    expect(imageProblem({ type: 'image/svg+xml', size: 10 })).toBe('仅支持 PNG、JPG、GIF、WebP 图片');
  });
});
