import type { ReactNode } from 'react';
import { PageFrame } from '@/components/page-frame';
import { useShare, type ShareInfo } from '@/lib/share';

/** A result page's frame: the title bar with a 分享 button (the link carries the inputs in `:form`). */
export function ResultFrame({
  title,
  share,
  children,
}: {
  title: string;
  share?: ShareInfo;
  children: ReactNode;
}) {
  const doShare = useShare();
  return (
    <PageFrame
      title={title}
      right={
        share ? (
          <button type="button" className="calc-share" onClick={() => void doShare(share)}>
            分享
          </button>
        ) : null
      }
    >
      {children}
    </PageFrame>
  );
}
