import { useState } from 'react';
import { Link } from 'react-router';
import { PageFrame } from '@/components/page-frame';
import { LoginRequired } from '@/components/login-required';
import { EmptyState, ErrorState } from '@/components/states';
import { PageLoading } from '@/components/page-loading';
import { TabBar } from '@/components/tab-bar';
import { useRequest } from '@/lib/hooks/use-request';
import { fetchContributionCounts, fetchContributions } from '../api/contribute-api';
import { WorkCard } from '../components/work-card';
import { useWorkActions } from '../components/use-work-actions';
import { useShownAgain } from '../hooks/use-shown-again';
import { WORK_TABS, type WorkTabKey } from '../lib/work-actions';
import '../components/contribute.css';

/** /delivery: the writer's works by status, each with the actions its status allows. */
export function DeliveryPage() {
  return (
    <PageFrame title="作品管理">
      <LoginRequired reason="登录后管理你的投稿">
        <Works />
      </LoginRequired>
    </PageFrame>
  );
}

function Works() {
  const [tab, setTab] = useState<WorkTabKey>('all');
  const [version, setVersion] = useState(0);
  const status = WORK_TABS.find((t) => t.key === tab)?.status;
  const shown = useShownAgain('/delivery');
  const counts = useRequest(fetchContributionCounts, `counts-${version}-${shown}`);
  const works = useRequest(() => fetchContributions(status), `${tab}-${version}-${shown}`);
  const { handle, dialog } = useWorkActions(() => setVersion((v) => v + 1));
  // Until the counts come, a figure space (a digit's width) holds each count's place: the tabs
  // do not move when the numbers arrive (Lighthouse counts that as a layout shift).
  const tabs = WORK_TABS.map((t) => ({
    key: t.key,
    title: `${t.title} ${counts.data ? counts.data[t.key] : '\u2007'}`,
  }));
  return (
    <div className="contribute-colors">
      <div className="work-toolbar">
        <Link to="/contribute/draft">草稿箱</Link>
        <Link className="work-toolbar__write" to="/contribute/add">
          写投稿
        </Link>
      </div>
      <TabBar label="作品状态" tabs={tabs} activeKey={tab} onChange={setTab} />
      {works.error ? (
        <ErrorState error={works.error} onRetry={works.reload} />
      ) : !works.data ? (
        <PageLoading />
      ) : works.data.list.length === 0 ? (
        <EmptyState title="暂无作品" description="写下你的实务经验，投稿给编辑部" />
      ) : (
        <div className="work-list">
          {works.data.list.map((w) => (
            <WorkCard key={w.id} work={w} onAction={handle} />
          ))}
        </div>
      )}
      {dialog}
    </div>
  );
}
