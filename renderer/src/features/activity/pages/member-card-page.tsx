import { useParams } from 'react-router';
import { PageFrame } from '@/components/page-frame';
import { MemberCardActivate } from '../components/member-card-activate';
import { MemberCardDetail } from '../components/member-card-detail';
import '../components/member-card.css';

/** /member/card/:id?: without an id, activate a card by number + password; with one, show that card. */
export function MemberCardPage() {
  const { id } = useParams();
  return (
    <PageFrame title="会员卡">
      <div className="member-card-page">
        {id ? <MemberCardDetail id={id} /> : <MemberCardActivate />}
      </div>
    </PageFrame>
  );
}
