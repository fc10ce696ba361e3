import { Link } from 'react-router';
import type { FirmApplication } from '@/contracts/api/member';
import { formatDate } from '@/lib/format/date';

const HINTS: Record<number, string> = {
  0: '我们将在1个工作日内与联系人电话确认，请保持手机畅通',
  1: '企业会员试用已开通，企业内账号可共享会员权益',
};

/** Where an application stands: 待审核, 已开通, or 未通过 with the reason and 重新申请. */
export function FirmApplicationStatus({
  application,
  onReapply,
}: {
  application: FirmApplication;
  onReapply: () => void;
}) {
  const refused = application.status === 2;
  return (
    <section className="firm-status" aria-label="申请进度">
      <p className={`firm-status__badge firm-status__badge--${application.status}`}>
        {application.statusText}
      </p>
      <h2 className="firm-status__company">{application.companyName}</h2>
      <p className="firm-status__meta">统一社会信用代码：{application.creditCode}</p>
      <p className="firm-status__meta">
        提交时间：{formatDate(application.createdAt, 'YYYY-MM-DD HH:mm')}
      </p>
      {refused ? (
        <p className="firm-status__reason">
          未通过原因：{application.rejectReason ?? '资料不完整'}
        </p>
      ) : (
        <p className="firm-status__hint">{HINTS[application.status]}</p>
      )}
      {refused ? (
        <button type="button" className="firm-form__submit" onClick={onReapply}>
          重新申请
        </button>
      ) : null}
      {application.status === 1 ? (
        <Link className="firm-status__link" to="/member/center">
          查看会员中心
        </Link>
      ) : null}
    </section>
  );
}
