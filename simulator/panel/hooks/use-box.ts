import { useEffect, useState, type RefObject } from 'react';

export type Box = {
  width: number;
  height: number;
  /** The content box: inside the padding and any scrollbar (what children are laid out in). */
  inner: { width: number; height: number };
};

const px = (value: string): number => Number.parseFloat(value) || 0;

const measure = (element: Element): Box => {
  const rect = element.getBoundingClientRect();
  const style = getComputedStyle(element);
  return {
    width: rect.width,
    height: rect.height,
    inner: {
      width: element.clientWidth - px(style.paddingLeft) - px(style.paddingRight),
      height: element.clientHeight - px(style.paddingTop) - px(style.paddingBottom),
    },
  };
};

const same = (a: Box, b: Box): boolean =>
  a.width === b.width &&
  a.height === b.height &&
  a.inner.width === b.inner.width &&
  a.inner.height === b.inner.height;

/** `ref`'s element's size, kept current as the element or the window resizes (ResizeObserver where there is one). */
export function useBox(ref: RefObject<Element | null>): Box | null {
  const [box, setBox] = useState<Box | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = (): void =>
      setBox((current) => {
        const next = measure(element);
        return current && same(current, next) ? current : next;
      });
    update();
    window.addEventListener('resize', update);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(element);
    return () => {
      window.removeEventListener('resize', update);
      observer?.disconnect();
    };
  }, [ref]);
  return box;
}

/**
 * What a flex column draws above its item `part`: `part`'s own height and the column's gap under
 * it, as laid out (measured, so a toolbar that wraps or grows a menu counts at its real height).
 */
export function useChromeAbove(
  part: RefObject<Element | null>,
  column: RefObject<Element | null>,
): number {
  const box = useBox(part);
  const [gap, setGap] = useState(0);
  useEffect(() => {
    if (column.current) setGap(px(getComputedStyle(column.current).rowGap));
  }, [column]);
  return (box?.height ?? 0) + gap;
}
