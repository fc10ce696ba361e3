import { useCallback } from 'react';
import { useLocation, useParams } from 'react-router';
import { isInApp } from '@/lib/bridge/detect';
import { isMobileDevice } from '@/lib/device';
import { useCurrentRoute } from '@/lib/routing/use-current-route';
import { buildShareUrl } from './share-url';
import { copyText, defaultToasts, sharePayload } from './share';

/** What a page says about itself when shared (the share payload, minus the path). */
export type ShareInfo = {
  shareTitle: string;
  shareSubtitle: string;
  others?: { monthlyId?: string };
};

/**
 * Returns `share(info)`: builds the link from the current route's sharePath + params + query
 * (docs/product.md「首页与导航」) and shares it (native sheet in-app, Web Share on phones, else
 * copy + `链接已复制`).
 */
export function useShare(): (info: ShareInfo) => Promise<void> {
  const route = useCurrentRoute();
  const params = useParams();
  const location = useLocation();
  return useCallback(
    (info: ShareInfo) => {
      const url = buildShareUrl(window.location.origin, route, params, location);
      const webShare =
        typeof navigator.share === 'function' ? navigator.share.bind(navigator) : undefined;
      return sharePayload(
        { sharePath: url, ...info },
        {
          inApp: isInApp(),
          mobile: isMobileDevice(),
          // The bridge client loads on the first share, not with every page that offers one.
          nativeShare: async (payload) =>
            (await import('@/lib/bridge')).bridge.call('share', payload),
          webShare,
          copy: copyText,
          ...defaultToasts,
        },
      );
    },
    [route, params, location],
  );
}
