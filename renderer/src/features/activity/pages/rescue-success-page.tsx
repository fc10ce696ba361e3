import { Link, useSearchParams } from 'react-router';
import { LoginRequired } from '@/components/login-required';
import { PageFrame } from '@/components/page-frame';
import { PageLoading } from '@/components/page-loading';
import { EmptyState, LoadFailure } from '@/components/states';
import type { RescueApplication } from '@/contracts/api/rescue';
import { useRequest } from '@/lib/hooks/use-request';
import { useSessionStore } from '@/stores/session-store';
import { fetchRescueApplication, fetchRescueInfo } from '../api/rescue-api';
import { RescueRecord } from '../rescue/rescue-record';
import '../rescue/rescue.css';

/** The request of `?id=`, else the user's open one (null when none): always as the server keeps it. */
function loadRecord(id: string | null): Promise<RescueApplication | null> {
  return id ? fetchRescueApplication(id) : fetchRescueInfo().then((info) => info.mine);
}

function Record({ id }: { id: string | null }) {
  const token = useSessionStore((s) => s.token);
  const { data, error, reload } = useRequest(() => loadRecord(id), `${token ?? ''}:${id ?? ''}`);
  if (data) return <RescueRecord application={data} />;
  if (data === null)
    return (
      <EmptyState title="暂无进行中的申请" description="填写企业信息和涉税问题，即可免费申请咨询">
        <Link className="rescue__link" to="/rescue/apply">
          去申请
        </Link>
      </EmptyState>
    );
  if (error) return <LoadFailure error={error} onRetry={reload} />;
  return <PageLoading />;
}

/** /rescue/success?id=: the request's 受理编号 and content, read back from the server (not from what the form held). */
export function RescueSuccessPage() {
  const [params] = useSearchParams();
  return (
    <PageFrame title="提交成功">
      <div className="rescue">
        <LoginRequired reason="登录后查看您的咨询申请">
          <Record id={params.get('id')} />
          <Link className="rescue__link" to="/rescue">
            返回灾区税务咨询
          </Link>
        </LoginRequired>
      </div>
    </PageFrame>
  );
}
