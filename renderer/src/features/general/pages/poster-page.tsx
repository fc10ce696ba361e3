import { useEffect, useState } from 'react';
import { Button, DotLoading } from 'antd-mobile';
import { PageFrame } from '@/components/page-frame';
import { RouteSkeleton } from '@/components/skeleton';
import { EmptyState, ErrorState } from '@/components/states';
import { APP_ORIGIN_PATH } from '@/lib/config';
import { ensureLoggedIn } from '@/lib/auth';
import { copyText } from '@/lib/share';
import { useSessionStore } from '@/stores/session-store';
import type { InviteInfo } from '@/contracts/api/invite';
import { fetchInviteInfo } from '../api/general-api';
import { useRequest } from '@/lib/hooks/use-request';
import { drawPoster } from '../lib/draw-poster';
import { inviteUrlOf } from '../lib/poster-layout';
import '../components/general.css';

type Mine = NonNullable<InviteInfo['mine']>;

/** Downloads the card (desktop and Android browsers); iOS web views save it by long-press instead. */
function saveImage(dataUrl: string, filename: string): void {
  const link = document.createElement('a');
  link.href = dataUrl;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/** The drawn card of one user: a PNG the user long-presses or downloads to save. */
function PosterImage({ mine, rewardPoints }: { mine: Mine; rewardPoints: number }) {
  const inviteUrl = inviteUrlOf(window.location.origin, APP_ORIGIN_PATH, mine.invitePath);
  const [image, setImage] = useState<string>();
  const [failed, setFailed] = useState<unknown>(null);
  useEffect(() => {
    let current = true;
    drawPoster({
      nickname: mine.nickname,
      title: mine.title,
      inviteCode: mine.inviteCode,
      inviteUrl,
      rewardPoints,
    }).then(
      (url) => current && setImage(url),
      (e: unknown) => current && setFailed(e),
    );
    return () => {
      current = false;
    };
  }, [mine.nickname, mine.title, mine.inviteCode, inviteUrl, rewardPoints]);
  if (failed)
    return (
      <EmptyState
        title="邀请卡生成失败"
        description={failed instanceof Error ? failed.message : '请稍后重试'}
      />
    );
  if (!image) {
    return (
      <div className="gen-muted" style={{ textAlign: 'center', padding: 48 }} role="status">
        邀请卡生成中
        <DotLoading />
      </div>
    );
  }
  return (
    <>
      <img className="gen-poster" src={image} alt="我的邀请卡" />
      <p className="gen-muted" style={{ textAlign: 'center' }}>
        长按图片保存到相册，分享给好友 · 已邀请 {mine.invitedCount} 人，累计获得 {mine.rewardPoints}{' '}
        积分
      </p>
      <div className="gen-actions">
        <Button color="primary" fill="outline" onClick={() => void copyText(inviteUrl)}>
          复制邀请链接
        </Button>
        <Button
          color="primary"
          onClick={() => saveImage(image, `税务通邀请卡-${mine.inviteCode}.png`)}
        >
          保存图片
        </Button>
      </div>
    </>
  );
}

function PosterLoader() {
  const token = useSessionStore((s) => s.token);
  const { data, error, loading, reload } = useRequest(() => fetchInviteInfo(), token ?? '');
  return (
    <RouteSkeleton loading={loading}>
      {error ? (
        <ErrorState error={error} onRetry={reload} />
      ) : data?.mine ? (
        <PosterImage mine={data.mine} rewardPoints={data.rewardPoints} />
      ) : data ? (
        <EmptyState title="请先登录" description="登录后生成您的专属邀请卡" />
      ) : null}
    </RouteSkeleton>
  );
}

/** /poster — the user's invitation card, drawn as an image with a QR code of their invitation link. */
export function PosterPage() {
  const loggedIn = useSessionStore((s) => Boolean(s.token));
  return (
    <PageFrame title="邀请卡">
      {loggedIn ? (
        <PosterLoader />
      ) : (
        <EmptyState title="请先登录" description="登录后生成您的专属邀请卡，好友注册双方各得积分">
          <Button color="primary" size="small" onClick={() => void ensureLoggedIn()}>
            登录 / 注册
          </Button>
        </EmptyState>
      )}
    </PageFrame>
  );
}
