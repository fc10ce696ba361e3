/**
 * The benefit that gives anyone, once, the 新人会员立减券 (coupon template 1, for a membership), so a
 * new user has a visible way to a membership coupon. Shared by the seed and the migration that adds
 * it to databases seeded before it.
 */
export const NEW_MEMBER_WELFARE = {
  id: 8,
  title: '新人会员立减券',
  description: '所有用户可领取一次，开通会员满30元减10元',
  minLevel: 0,
  kind: 'coupon',
  value: 1,
} as const;
