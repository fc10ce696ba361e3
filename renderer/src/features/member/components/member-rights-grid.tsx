import { Link } from 'react-router';
import { ErrorState } from '@/components/states';
import { useRequest } from '@/lib/hooks/use-request';
import { fetchMemberRights } from '../api/member-api';

/** The rights a membership brings, one tile each, with the link to the full comparison. */
export function MemberRightsGrid() {
  const { data, error, reload } = useRequest(fetchMemberRights, 'rights');
  return (
    <section className="member-section" aria-labelledby="member-rights-title">
      <div className="member-section__head">
        <h2 id="member-rights-title" className="member-section__title">
          会员权益
        </h2>
        <Link className="member-section__more" to="/v3/member/rights">
          特权对比
        </Link>
      </div>
      {error ? <ErrorState error={error} onRetry={reload} /> : null}
      <ul className="member-rights">
        {(data ?? []).map((right) => (
          <li key={right.name} className="member-rights__item">
            <span className="member-rights__name">{right.name}</span>
            <span className="member-rights__desc">{right.description}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
