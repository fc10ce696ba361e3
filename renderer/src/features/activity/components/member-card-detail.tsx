import { Link } from 'react-router';
import { PageLoading } from '@/components/page-loading';
import { LoadFailure } from '@/components/states';
import { formatDate } from '@/lib/format/date';
import { useRequest } from '@/lib/hooks/use-request';
import { fetchMemberCard } from '../api/member-card-api';

/** A card the user activated: what it gave and until when the membership now runs. */
export function MemberCardDetail({ id }: { id: string }) {
  const { data, error, reload } = useRequest(() => fetchMemberCard(id), id);
  if (error) return <LoadFailure error={error} onRetry={reload} />;
  if (!data) return <PageLoading />;
  return (
    <section className="member-card" aria-label="会员卡">
      <p className="member-card__state">已激活</p>
      <h2 className="member-card__plan">{data.planName}</h2>
      <p className="member-card__line">卡号：{data.cardNo}</p>
      <p className="member-card__line">会员时长：{data.days}天</p>
      <p className="member-card__line">
        激活时间：{formatDate(data.activatedAt, 'YYYY-MM-DD HH:mm')}
      </p>
      <p className="member-card__line">
        {data.memberExpireAt ? `会员有效期至：${formatDate(data.memberExpireAt)}` : '会员已到期'}
      </p>
      <Link className="member-card__link" to="/member/center">
        查看会员中心
      </Link>
    </section>
  );
}
