import { PageFrame } from '@/components/page-frame';
import { PageLoading } from '@/components/page-loading';
import { LoadFailure } from '@/components/states';
import { useRequest } from '@/lib/hooks/use-request';
import { fetchMemberRights } from '../api/member-api';
import { MemberRightCell } from '../components/member-right-cell';
import '../components/member-center.css';

const TIERS = [
  { key: 'free', label: '普通用户' },
  { key: 'personal', label: '个人会员' },
  { key: 'enterprise', label: '企业会员' },
] as const;

/** /v3/member/rights: every right against every tier (✓, ✗ or the quota). */
export function V3MemberRightsPage() {
  const { data, error, reload } = useRequest(fetchMemberRights, 'rights');
  let body;
  if (data) {
    body = (
      <table className="member-rights-table">
        <caption className="member-rights-table__caption">会员特权对比</caption>
        <thead>
          <tr>
            <th scope="col">权益</th>
            {TIERS.map((tier) => (
              <th key={tier.key} scope="col">
                {tier.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.map((right) => (
            <tr key={right.name}>
              <th scope="row">
                <span className="member-rights-table__name">{right.name}</span>
                <span className="member-rights-table__desc">{right.description}</span>
              </th>
              {TIERS.map((tier) => (
                <td key={tier.key}>
                  <MemberRightCell value={right[tier.key]} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    );
  } else if (error) body = <LoadFailure error={error} onRetry={reload} />;
  else body = <PageLoading />;
  return (
    <PageFrame title="特权对比">
      <div className="member-center">{body}</div>
    </PageFrame>
  );
}
