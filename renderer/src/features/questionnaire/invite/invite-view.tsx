import { Button } from '@/components/button';
import { LoadMore } from '@/components/load-more';
import { PageLoading } from '@/components/page-loading';
import { EmptyState, ErrorState, LoadFailure } from '@/components/states';
import { formatDate, formatMoney } from '@/lib/format';
import { useRequest } from '@/lib/hooks/use-request';
import { usePagedList } from '@/lib/hooks/use-paged-list';
import { copyText } from '@/lib/share';
import { showSuccess, showToast } from '@/lib/toast';
import { fetchInvitation, fetchInvitedFriends, invitationLink } from './invite-api';
import { useShareLink } from './use-share-link';

function Friends() {
  const list = usePagedList('questionnaire-invited', fetchInvitedFriends);
  if (list.loading && list.items.length === 0) return <PageLoading />;
  if (list.error && list.items.length === 0) return <ErrorState error={list.error} onRetry={() => void list.refresh()} />;
  if (list.items.length === 0) return <EmptyState title="还没有好友通过你的邀请参赛" description="好友首次闯关即算邀请成功" />;
  return (
    <>
      <ul className="qn-logs" aria-label="我邀请的好友">
        {list.items.map((f) => (
          <li key={f.userId} className="qn-log qn-prop">
            <span className="qn-log__main">
              <span className="qn-log__outcome">{f.nickname}</span>
              <span className="qn-log__meta">
                {f.phone} · {formatDate(f.createdAt, 'YYYY-MM-DD HH:mm')} 参赛
              </span>
            </span>
            <span className="qn-log__meta">{f.rewardCents > 0 ? `邀请红包 +${formatMoney(f.rewardCents)}元` : '已达奖励上限'}</span>
          </li>
        ))}
      </ul>
      <LoadMore loadMore={list.loadMore} hasMore={list.hasMore} />
    </>
  );
}

/** 邀请好友: my invitation card and link (share or copy), and the friends who joined through it. */
export function InviteView() {
  const invitation = useRequest(fetchInvitation, 'questionnaire-invitation');
  const share = useShareLink();
  const inv = invitation.data;
  if (invitation.error) return <LoadFailure error={invitation.error} onRetry={invitation.reload} />;
  if (!inv) return <PageLoading />;
  const link = invitationLink(window.location.origin, inv.inviteUserId);
  const copy = () => copyText(link).then(() => showSuccess('链接已复制'), () => showToast(`复制失败，请手动复制链接：${link}`));
  return (
    <>
      <section className="qn-card" aria-label="我的邀请卡">
        <p>{inv.shareTitle}</p>
        <p className="qn-card__no">邀请码 {inv.inviteCode}</p>
        <p>
          每邀请1位好友参赛得 {formatMoney(inv.rewardCentsPerInvite)} 元邀请红包，已邀请 {inv.invitedCount} 人
        </p>
      </section>
      <div className="qn-main">
        <label className="qn-field__label" htmlFor="qn-invite-link">
          我的邀请链接
        </label>
        <input id="qn-invite-link" className="qn-field__input" readOnly value={link} />
        <div className="qn-result__actions">
          <Button color="primary" onClick={() => void share(link, inv.shareTitle, '个税汇算知识闯关赛，闯关赢红包')}>
            分享给好友
          </Button>
          <Button fill="outline" onClick={() => void copy()}>
            复制链接
          </Button>
        </div>
      </div>
      <h2 className="qn-section-title">我邀请的好友</h2>
      <Friends />
    </>
  );
}
