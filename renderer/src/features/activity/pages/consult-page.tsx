import { PageFrame } from '@/components/page-frame';
import { PageLoading } from '@/components/page-loading';
import { LoadFailure } from '@/components/states';
import { ConsultCouponView } from '../consult/consult-coupon-view';
import { useConsultCoupon } from '../consult/use-consult-coupon';
import '../consult/consult.css';

/** /consult: the free consultation coupon, claimed once per user (the server decides what is left and whether the user has one). */
export function ConsultPage() {
  const { data, error, reload, pending, claim } = useConsultCoupon();
  let body;
  if (data)
    body = <ConsultCouponView coupon={data} pending={pending} onClaim={() => void claim()} />;
  else if (error) body = <LoadFailure error={error} onRetry={reload} />;
  else body = <PageLoading />;
  return (
    <PageFrame title="免费咨询券">
      <div className="consult">{body}</div>
    </PageFrame>
  );
}
