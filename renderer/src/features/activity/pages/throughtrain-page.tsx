import { PageFrame } from '@/components/page-frame';
import { PageLoading } from '@/components/page-loading';
import { LoadFailure } from '@/components/states';
import { ThroughtrainForm } from '../throughtrain/throughtrain-form';
import { useThroughtrain } from '../throughtrain/use-throughtrain';
import '../activity/activity.css';
import '../throughtrain/throughtrain.css';

/** /throughtrain (直通车): a paid consultation with an expert (question, 图文/电话, 加急), paid through the purchase flow. */
export function ThroughtrainPage() {
  const t = useThroughtrain();
  let body;
  if (t.data) body = <ThroughtrainForm data={t.data} t={t} />;
  else if (t.error) body = <LoadFailure error={t.error} onRetry={t.reload} />;
  else body = <PageLoading />;
  return (
    <PageFrame title="直通车">
      <div className="activity">
        <p className="activity__card activity__hint">
          直通车：向税务专家付费提问，图文或电话解答；选择加急，专家将在2小时内响应。
        </p>
        {body}
      </div>
    </PageFrame>
  );
}
