import { MemberApplyView } from '../components/member-apply-view';

/** /member/apply: the membership, the plans as a list, then coupon, payment and the price. */
export function MemberApplyPage() {
  return (
    <MemberApplyView
      render={({ status, plans, checkout }) => (
        <>
          {status}
          {plans('list')}
          {checkout}
        </>
      )}
    />
  );
}
