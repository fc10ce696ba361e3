import { useParams } from 'react-router';
import { PageFrame } from '@/components/page-frame';
import { PageLoading } from '@/components/page-loading';
import { LoadFailure } from '@/components/states';
import { ActivityInfo } from '../activity/activity-info';
import { ActivitySignup } from '../activity/activity-signup';
import { useActivity } from '../activity/use-activity';
import '../activity/activity.css';

/** /activity/:id: the activity with its states by the server's clock, places left, and the sign-up (or the user's, with its check-in code). */
export function ActivityPage() {
  const { id = '' } = useParams();
  const { data, error, reload, form } = useActivity(id);
  let body;
  if (data)
    body = (
      <>
        <ActivityInfo activity={data} />
        <ActivitySignup activity={data} form={form} />
      </>
    );
  else if (error) body = <LoadFailure error={error} onRetry={reload} />;
  else body = <PageLoading />;
  return (
    <PageFrame title="活动详情">
      <div className="activity">{body}</div>
    </PageFrame>
  );
}
