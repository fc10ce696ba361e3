import { useState } from 'react';
import { PageFrame } from '@/components/page-frame';
import { LoginRequired } from '@/components/login-required';
import { EmptyState, ErrorState } from '@/components/states';
import { PageLoading } from '@/components/page-loading';
import { useRequest } from '@/lib/hooks/use-request';
import { fetchContributionDrafts } from '../api/contribute-api';
import { WorkCard } from '../components/work-card';
import { useWorkActions } from '../components/use-work-actions';
import '../components/contribute.css';

/** /contribute/draft: the writer's drafts, newest first, to edit or delete. */
export function ContributeDraftPage() {
  return (
    <PageFrame title="草稿箱">
      <LoginRequired reason="登录后查看你的草稿">
        <Drafts />
      </LoginRequired>
    </PageFrame>
  );
}

function Drafts() {
  const [version, setVersion] = useState(0);
  const drafts = useRequest(fetchContributionDrafts, `drafts-${version}`);
  const { handle, dialog } = useWorkActions(() => setVersion((v) => v + 1));
  if (drafts.error) return <ErrorState error={drafts.error} onRetry={drafts.reload} />;
  if (!drafts.data) return <PageLoading />;
  return (
    <div className="contribute-colors">
      {drafts.data.length === 0 ? (
        <EmptyState title="草稿箱是空的" description="没有保存的草稿" />
      ) : (
        <div className="work-list">
          {drafts.data.map((w) => (
            <WorkCard key={w.id} work={w} onAction={handle} />
          ))}
        </div>
      )}
      {dialog}
    </div>
  );
}
