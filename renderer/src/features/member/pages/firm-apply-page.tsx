import { useState } from 'react';
import { PageFrame } from '@/components/page-frame';
import { PageLoading } from '@/components/page-loading';
import { LoadFailure } from '@/components/states';
import type { FirmApplication } from '@/contracts/api/member';
import { useRequest } from '@/lib/hooks/use-request';
import { useSessionStore } from '@/stores/session-store';
import { fetchLatestFirmApplication } from '../api/member-api';
import { FirmApplicationStatus } from '../components/firm-application-status';
import { FirmApplyForm } from '../components/firm-apply-form';
import '../components/firm-apply.css';

/** /firm/apply: the enterprise trial; a signed-in user with an application sees its progress instead. */
export function FirmApplyPage() {
  const token = useSessionStore((s) => s.token);
  const latest = useRequest(
    () => (token ? fetchLatestFirmApplication() : Promise.resolve(null)),
    token ? `user:${token}` : 'visitor',
  );
  const [submitted, setSubmitted] = useState<FirmApplication | null>(null);
  const [reapplying, setReapplying] = useState(false);
  const application = submitted ?? latest.data ?? null;

  let body;
  if (application && !reapplying)
    body = (
      <FirmApplicationStatus application={application} onReapply={() => setReapplying(true)} />
    );
  else if (latest.error) body = <LoadFailure error={latest.error} onRetry={latest.reload} />;
  else if (latest.loading && !submitted) body = <PageLoading />;
  else
    body = (
      <FirmApplyForm
        onSubmitted={(a) => {
          setSubmitted(a);
          setReapplying(false);
        }}
      />
    );
  return (
    <PageFrame title="企业试用申请">
      <div className="firm-apply">
        <header className="firm-apply__intro">
          <h2 className="firm-apply__title">企业会员免费试用</h2>
          <p className="firm-apply__text">
            审核通过后开通30天企业会员，企业内账号共享会员权益；每家企业限申请一次。
          </p>
        </header>
        {body}
      </div>
    </PageFrame>
  );
}
