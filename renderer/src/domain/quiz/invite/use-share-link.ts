import { useCallback } from 'react';
import { isInApp } from '@/lib/bridge/detect';
import { isMobileDevice } from '@/lib/device';
import { copyText, sharePayload } from '@/lib/share';
import { showSuccess, showToast } from '@/lib/toast';

/**
 * Shares a link of its own (not the page's address): the bridge's share sheet in the app, Web Share
 * in a phone browser, else the link copied with 链接已复制.
 */
export function useShareLink(): (link: string, title: string, subtitle: string) => Promise<void> {
  return useCallback((link, title, subtitle) => {
    const webShare =
      typeof navigator.share === 'function' ? navigator.share.bind(navigator) : undefined;
    return sharePayload(
      { sharePath: link, shareTitle: title, shareSubtitle: subtitle },
      {
        inApp: isInApp(),
        mobile: isMobileDevice(),
        nativeShare: async (payload) =>
          (await import('@/lib/bridge')).bridge.call('share', payload),
        webShare,
        copy: copyText,
        toast: showToast,
        success: showSuccess,
      },
    );
  }, []);
}
