import { afterEach, describe, expect, it } from 'vitest';
import { installRootFontSize, rootFontSize } from './index';

describe('rootFontSize (375 design width)', () => {
  it('is 16px at 375 and scales with the phone width', () => {
    expect(rootFontSize(375, true)).toBe(16);
    expect(rootFontSize(390, true)).toBe(16.64);
    expect(rootFontSize(320, true)).toBe(13.65);
  });
  it('stops growing at the 750px app column', () => {
    expect(rootFontSize(1024, true)).toBe(32);
  });
  it('is fixed on desktops', () => {
    expect(rootFontSize(1440, false)).toBe(16);
    expect(rootFontSize(375, false)).toBe(16);
  });
});

describe('installRootFontSize', () => {
  let undo: (() => void) | undefined;
  afterEach(() => undo?.());

  const setWidth = (width: number) => {
    Object.defineProperty(document.documentElement, 'clientWidth', {
      value: width,
      configurable: true,
    });
  };

  it('applies the size and recomputes it on resize and orientation change', () => {
    setWidth(375);
    undo = installRootFontSize(true);
    expect(document.documentElement.style.fontSize).toBe('16px');
    setWidth(750);
    window.dispatchEvent(new Event('orientationchange'));
    expect(document.documentElement.style.fontSize).toBe('32px');
    setWidth(414);
    window.dispatchEvent(new Event('resize'));
    expect(document.documentElement.style.fontSize).toBe('17.66px');
  });

  it('keeps 16px on a desktop whatever the width', () => {
    setWidth(1280);
    undo = installRootFontSize(false);
    window.dispatchEvent(new Event('resize'));
    expect(document.documentElement.style.fontSize).toBe('16px');
  });
});
