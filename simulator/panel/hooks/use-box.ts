import { useEffect, useState, type RefObject } from 'react';

export type Box = {
  width: number;
  height: number;
};

const measure = (element: Element): Box => {
  const rect = element.getBoundingClientRect();
  return { width: rect.width, height: rect.height };
};

/** `ref`'s element's size, kept current as the element or the window resizes (ResizeObserver where there is one). */
export function useBox(ref: RefObject<Element | null>): Box | null {
  const [box, setBox] = useState<Box | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = (): void =>
      setBox((current) => {
        const next = measure(element);
        return current && current.width === next.width && current.height === next.height
          ? current
          : next;
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
