/** The viewer's zoom steps, page indicator and error wording: plain functions, tested without pdf.js. */

/** Zoom steps of the viewer: 50% to 300% of the fit-to-width size. */
export const ZOOM = { MIN: 0.5, MAX: 3, STEP: 0.25, DEFAULT: 1 } as const;

/** The next zoom level, kept within the limits (and off floating-point drift). */
export function stepZoom(current: number, direction: 1 | -1): number {
  const next = Math.round((current + direction * ZOOM.STEP) * 100) / 100;
  return Math.min(ZOOM.MAX, Math.max(ZOOM.MIN, next));
}

/** The page shown in the indicator: the last page whose top has scrolled above the reading line. */
export function currentPage(pageTops: readonly number[], readingLine: number): number {
  let current = 1;
  pageTops.forEach((top, i) => {
    if (top <= readingLine) current = i + 1;
  });
  return current;
}

/** What went wrong loading a PDF, in the reader's words (pdf.js names its exceptions). */
export function describePdfError(error: unknown): { title: string; description: string } {
  const name = error instanceof Error ? error.name : '';
  const status =
    typeof error === 'object' && error !== null && 'status' in error
      ? Number((error as { status: unknown }).status)
      : 0;
  if (name === 'MissingPDFException' || status === 404)
    return { title: '文件不存在', description: '文件不存在或已被删除' };
  if (name === 'InvalidPDFException')
    return { title: '无法预览', description: '文件已损坏或不是 PDF 格式' };
  if (name === 'PasswordException')
    return { title: '无法预览', description: '文件已加密，暂不支持预览' };
  return { title: '加载失败', description: '文件加载失败，请检查网络后重试' };
}
