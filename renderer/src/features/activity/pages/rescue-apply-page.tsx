import { Link, useNavigate } from 'react-router';
import { PageFrame } from '@/components/page-frame';
import { PageLoading } from '@/components/page-loading';
import { LoadFailure } from '@/components/states';
import { useRequest } from '@/lib/hooks/use-request';
import { showSuccess } from '@/lib/toast';
import { fetchRescueInfo } from '../api/rescue-api';
import { RescueForm } from '../rescue/rescue-form';
import '../rescue/rescue.css';

/**
 * /rescue/apply: the request form, or the user's open request when there is one. The areas load
 * once per visit (not again at login, which would drop what was typed); the server refuses a
 * second open request anyway.
 */
export function RescueApplyPage() {
  const navigate = useNavigate();
  const { data, error, reload } = useRequest(fetchRescueInfo, 'rescue-apply');
  let body;
  if (data?.mine) {
    body = (
      <section className="rescue__card" aria-labelledby="rescue-open">
        <h2 className="rescue__card-title" id="rescue-open">
          您已有一份进行中的申请
        </h2>
        <p className="rescue__meta">
          受理编号 {data.mine.ticketNo}（{data.mine.statusText}），顾问联系您之前无需重复提交。
        </p>
        <Link className="rescue__link" to={`/rescue/success?id=${data.mine.id}`}>
          查看申请详情
        </Link>
      </section>
    );
  } else if (data) {
    body = (
      <RescueForm
        regions={data.regions}
        onSubmitted={(application) => {
          showSuccess('提交成功');
          navigate(`/rescue/success?id=${application.id}`, { replace: true });
        }}
      />
    );
  } else if (error) body = <LoadFailure error={error} onRetry={reload} />;
  else body = <PageLoading />;

  return (
    <PageFrame title="咨询申请">
      <div className="rescue">{body}</div>
    </PageFrame>
  );
}
