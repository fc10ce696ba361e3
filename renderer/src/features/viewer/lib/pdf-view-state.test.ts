import { describe, expect, it } from 'vitest';
import { ZOOM, currentPage, describePdfError, stepZoom } from './pdf-view-state';

describe('zoom', () => {
  it('steps by 25% between 50% and 300%', () => {
    expect(stepZoom(1, 1)).toBe(1.25);
    expect(stepZoom(1, -1)).toBe(0.75);
    expect(stepZoom(ZOOM.MAX, 1)).toBe(3);
    expect(stepZoom(ZOOM.MIN, -1)).toBe(0.5);
    let z = 1;
    for (let i = 0; i < 20; i++) z = stepZoom(z, 1);
    expect(z).toBe(3);
  });
});

describe('currentPage', () => {
  it('is the last page whose top is above the reading line', () => {
    expect(currentPage([0, 800, 1600], 400)).toBe(1);
    expect(currentPage([-900, -100, 700], 400)).toBe(2);
    expect(currentPage([-2000, -1200, -400], 400)).toBe(3);
    expect(currentPage([], 400)).toBe(1);
  });
});

describe('describePdfError', () => {
  const named = (name: string) => Object.assign(new Error('x'), { name });
  it('names a missing, broken or encrypted file, and otherwise a failed load', () => {
    expect(describePdfError(named('MissingPDFException')).title).toBe('文件不存在');
    expect(describePdfError(Object.assign(named('ResponseException'), { status: 404 })).title).toBe(
      '文件不存在',
    );
    expect(describePdfError(named('InvalidPDFException')).description).toBe(
      '文件已损坏或不是 PDF 格式',
    );
    expect(describePdfError(named('PasswordException')).description).toBe(
      '文件已加密，暂不支持预览',
    );
    expect(describePdfError(new TypeError('Failed to fetch')).description).toBe(
      '文件加载失败，请检查网络后重试',
    );
  });
});
