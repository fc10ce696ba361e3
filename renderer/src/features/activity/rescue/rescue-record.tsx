import type { RescueApplication } from '@/contracts/api/rescue';
import { formatDate } from '@/lib/format/date';

/** A request as the server keeps it: 受理编号, status, when to expect the call, and what was sent. */
export function RescueRecord({
  application,
  hotline,
}: {
  application: RescueApplication;
  hotline?: string;
}) {
  return (
    <section className="rescue-record" aria-label="申请记录">
      <p className={`rescue-record__badge rescue-record__badge--${application.status}`}>
        {application.statusText}
      </p>
      <p className="rescue-record__ticket">
        受理编号：<strong>{application.ticketNo}</strong>
      </p>
      <p className="rescue-record__hint">
        顾问将于 {formatDate(application.replyBy, 'YYYY-MM-DD')} 前致电 {application.maskedPhone}
        ，请保持手机畅通。
        {hotline ? `如有紧急问题请拨打 ${hotline}。` : null}
      </p>
      <dl className="rescue-record__list">
        <dt>企业名称</dt>
        <dd>{application.companyName}</dd>
        <dt>统一社会信用代码</dt>
        <dd>{application.creditCode}</dd>
        <dt>所在受灾地区</dt>
        <dd>{application.region}</dd>
        <dt>联系人</dt>
        <dd>{application.contactName}</dd>
        <dt>提交时间</dt>
        <dd>{formatDate(application.createdAt, 'YYYY-MM-DD HH:mm')}</dd>
        <dt>问题描述</dt>
        <dd className="rescue-record__question">{application.question}</dd>
      </dl>
      {application.images.length > 0 ? (
        <ul className="rescue-record__images" aria-label="已上传的照片">
          {application.images.map((url, i) => (
            <li key={url}>
              <img src={url} alt={`照片${i + 1}`} width={72} height={72} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
