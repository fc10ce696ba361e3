import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether `ref`'s element is in sight: inside the viewport (IntersectionObserver) and the panel's
 * tab shown. In sight until told otherwise (and where IntersectionObserver is missing).
 */
export function useInSight(ref: RefObject<Element | null>): boolean {
  const [inSight, setInSight] = useState(true);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    let intersecting = true;
    const update = (): void => setInSight(intersecting && document.visibilityState !== 'hidden');
    const observer = new IntersectionObserver((entries) => {
      intersecting = entries.at(-1)?.isIntersecting ?? intersecting;
      update();
    });
    observer.observe(element);
    document.addEventListener('visibilitychange', update);
    return () => {
      observer.disconnect();
      document.removeEventListener('visibilitychange', update);
    };
  }, [ref]);
  return inSight;
}
