import './records.css';
import './my-props.css';
import { EmptyState, LoadFailure } from '@/components/states';
import { PageLoading } from '@/components/page-loading';
import { useRequest } from '@/lib/hooks/use-request';
import { useSessionStore } from '@/stores/session-store';
import { fetchMyProps } from '../api/challenge-api';

/** 我的道具: each prop's count, what it does (as the server decides it) and where more come from. */
export function MyProps() {
  const token = useSessionStore((s) => s.token);
  const props = useRequest(fetchMyProps, `my-props:${token ?? ''}`);
  if (props.error) return <LoadFailure error={props.error} onRetry={props.reload} />;
  if (!props.data) return <PageLoading />;
  if (props.data.length === 0)
    return <EmptyState title="暂无道具" description="参加闯关赛即可获得新手道具" />;
  return (
    <ul className="qn-logs" aria-label="我的道具">
      {props.data.map((p) => (
        <li key={p.propType} className="qn-log qn-prop">
          <span className="qn-log__main">
            <span className="qn-log__outcome">{p.name}</span>
            <span className="qn-log__meta">{p.description}</span>
            <span className="qn-log__meta">获得方式：{p.source}</span>
          </span>
          <span className="qn-prop__count" aria-label={`${p.name}剩余 ${p.count} 张`}>
            ×{p.count}
          </span>
        </li>
      ))}
    </ul>
  );
}
