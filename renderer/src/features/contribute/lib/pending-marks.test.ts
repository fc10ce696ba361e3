// @vitest-environment jsdom
// DOMPurify needs jsdom (happy-dom drops nodes under it), as in lib/html/sanitize.test.ts.
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '@/lib/html/sanitize';
import {
  hasPendingMarks,
  markPendingImages,
  placePendingImages,
  withoutPendingMarks,
} from './pending-marks';

const root = (html: string): HTMLElement => {
  const el = document.createElement('div');
  el.innerHTML = html;
  return el;
};
const shape = (el: HTMLElement) =>
  [...el.children].map((c) =>
    c.querySelector('img')
      ? `img:${c.querySelector('img')?.getAttribute('data-upload') ?? c.querySelector('img')?.getAttribute('src')}`
      : c.textContent,
  );

describe('pending image marks', () => {
  it('turn an uploading picture into a mark that survives the sanitiser and never reaches the server', () => {
    const el = root(
      '<p>第一段</p><p><img src="blob:x" data-upload="k1" class="rte__pending" alt=""></p><p>第二段<img src="/files/2" alt=""></p>',
    );
    markPendingImages(el);
    const draft = sanitizeHtml(el.innerHTML);
    expect(draft).toContain('data-pending-image="k1"');
    expect(draft).not.toContain('blob:');
    expect(hasPendingMarks(draft)).toBe(true);
    expect(withoutPendingMarks(draft)).toBe(
      '<p>第一段</p><p>第二段<img src="/files/2" alt=""></p>',
    );
    expect(hasPendingMarks(withoutPendingMarks(draft))).toBe(false);
    // A mark beside words goes alone; the words stay.
    expect(withoutPendingMarks('<p>字<img alt="" data-pending-image="k2">词</p>')).toBe(
      '<p>字词</p>',
    );
  });

  it('put each kept picture back at its mark; one without a mark goes to the end', () => {
    const el = root('<p>第一段</p><p><img data-pending-image="k1" alt=""></p><p>第二段</p>');
    placePendingImages(
      el,
      new Map([
        ['k1', 'blob:1'],
        ['k2', 'blob:2'],
      ]),
      false,
    );
    expect(shape(el)).toEqual(['第一段', 'img:k1', '第二段', 'img:k2']);
    expect(el.querySelector('img[data-upload="k1"]')?.getAttribute('src')).toBe('blob:1');
    // Placing again changes nothing (the pictures are shown already).
    placePendingImages(
      el,
      new Map([
        ['k1', 'blob:1'],
        ['k2', 'blob:2'],
      ]),
      true,
    );
    expect(shape(el)).toEqual(['第一段', 'img:k1', '第二段', 'img:k2']);
  });

  it('keep a mark whose picture is not known yet, and drop it once every kept picture is back', () => {
    const el = root('<p>第一段</p><p><img data-pending-image="k9" alt=""></p>');
    expect(placePendingImages(el, new Map(), false)).toBe(false);
    expect(el.querySelectorAll('[data-pending-image]')).toHaveLength(1);
    expect(placePendingImages(el, new Map(), true)).toBe(true);
    expect(el.innerHTML).toBe('<p>第一段</p>');
  });
});
