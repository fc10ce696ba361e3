import type { ReactNode } from 'react';
import { Button } from '@/components/button';
import { LoadMore } from '@/components/load-more';
import { PageLoading } from '@/components/page-loading';
import { EmptyState, ErrorState, LoadFailure } from '@/components/states';
import type { ExamInvite, InvitedUser } from '@/contracts/api/exam';
import { formatDate } from '@/lib/format';
import { useRequest } from '@/lib/hooks/use-request';
import { usePagedList } from '@/lib/hooks/use-paged-list';
import { copyText } from '@/lib/share';
import { showSuccess, showToast } from '@/lib/toast';
import { useShareLink } from './use-share-link';
import '@/components/quiz/campaign/campaign.css';
import './invite.css';

/**
 * What one campaign's invitation page needs: its calls, its link, and its words. What an invitation
 * earns (a red packet in the exams, a 复活卡 in the questionnaire) is the server's to say.
 */
export type InviteSource = {
  /** Key of the invitation's request and of the friends list (per campaign). */
  key: string;
  fetchInvitation: () => Promise<ExamInvite>;
  fetchFriends: (
    page: number,
  ) => Promise<{ list: InvitedUser[]; total: number; page: number; size: number }>;
  /** The link a friend opens, naming the inviter. */
  linkOf: (inviteUserId: number) => string;
  subtitle: string;
  emptyDescription: string;
  /** Called as the player shares (a tracking event, the share task). */
  onShare?: () => void;
};

function Friends({ source }: { source: InviteSource }) {
  const list = usePagedList(`${source.key}:friends`, source.fetchFriends);
  if (list.loading && list.items.length === 0) return <PageLoading />;
  if (list.error && list.items.length === 0)
    return <ErrorState error={list.error} onRetry={() => void list.refresh()} />;
  if (list.items.length === 0)
    return <EmptyState title="还没有好友通过你的邀请参赛" description={source.emptyDescription} />;
  return (
    <>
      <ul className="quiz-friends" aria-label="我邀请的好友">
        {list.items.map((f) => (
          <li key={f.userId} className="quiz-friend">
            <span className="quiz-friend__main">
              <span className="quiz-friend__name">{f.nickname}</span>
              <span className="quiz-friend__meta">
                {f.phone} · {formatDate(f.createdAt, 'YYYY-MM-DD HH:mm')} 参赛
              </span>
            </span>
            <span className="quiz-friend__meta">{f.rewardText}</span>
          </li>
        ))}
      </ul>
      <LoadMore loadMore={list.loadMore} hasMore={list.hasMore} />
    </>
  );
}

/**
 * 邀请好友 of every campaign: my invitation card (the poster when the server made one) and link,
 * shared through the bridge in the app, Web Share or copy in a browser; then the friends who joined.
 */
export function InviteView({ source, children }: { source: InviteSource; children?: ReactNode }) {
  const invitation = useRequest(source.fetchInvitation, `${source.key}:invitation`);
  const share = useShareLink();
  const inv = invitation.data;
  if (invitation.error) return <LoadFailure error={invitation.error} onRetry={invitation.reload} />;
  if (!inv) return <PageLoading />;
  const link = source.linkOf(inv.inviteUserId);
  const copy = () =>
    copyText(link).then(
      () => showSuccess('链接已复制'),
      () => showToast(`复制失败，请手动复制链接：${link}`),
    );
  const onShare = () => {
    source.onShare?.();
    void share(link, inv.shareTitle, source.subtitle);
  };
  return (
    <>
      <section className="quiz-banner-card" aria-label="我的邀请卡">
        <p>{inv.shareTitle}</p>
        <p className="quiz-banner-card__big">邀请码 {inv.inviteCode}</p>
        <p>
          每邀请1位好友得{inv.rewardText}，已邀请 {inv.invitedCount} 人
        </p>
      </section>
      {inv.posterUrl ? (
        <img
          className="quiz-invite-poster"
          src={inv.posterUrl}
          alt={`邀请海报：${inv.shareTitle}`}
          width={300}
          height={450}
        />
      ) : null}
      <div className="quiz-invite-link">
        <label className="quiz-field__label" htmlFor="quiz-invite-link">
          我的邀请链接
        </label>
        <input id="quiz-invite-link" className="quiz-field__input" readOnly value={link} />
        <div className="quiz-invite-link__actions">
          <Button color="primary" onClick={onShare}>
            分享给好友
          </Button>
          <Button fill="outline" onClick={() => void copy()}>
            复制链接
          </Button>
        </div>
      </div>
      {children}
      <h2 className="quiz-invite-title">我邀请的好友</h2>
      <Friends source={source} />
    </>
  );
}
