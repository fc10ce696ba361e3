import { useCallback, useEffect, useState } from 'react';
import { afterNextPaint } from '@/lib/idle/after-next-paint';
import { fetchTipCounts } from './tip-api';
import type { TipTargetType } from './tip-target';

/**
 * The tip counts of the content a page shows (one article, a question's answers, a course), and
 * `reload` for after a tip was paid. A count not loaded (yet, or at all) is null. Asked for once the
 * content is painted: a count is an addition to a page already readable.
 */
export function useTipCounts(targetType: TipTargetType, ids: readonly number[]) {
  const key = ids.join(',');
  const [counts, setCounts] = useState<Map<number, number>>(() => new Map());
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (!key) return;
    let live = true;
    const cancel = afterNextPaint(() =>
      fetchTipCounts(targetType, key.split(',').map(Number)).then(
        (list) => {
          if (live) setCounts(new Map(list.map((r) => [r.targetId, r.count])));
        },
        () => undefined,
      ),
    );
    return () => {
      live = false;
      cancel();
    };
  }, [targetType, key, version]);
  const count = useCallback((id: number): number | null => counts.get(id) ?? null, [counts]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { count, reload };
}
