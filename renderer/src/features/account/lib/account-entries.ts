/**
 * What 我的 links to: the signed-in user's own lists in each area. An area adds its entry here
 * when its "mine" page is built (no dead links).
 */
export const ACCOUNT_ENTRIES = [
  { key: 'member', label: '会员中心', to: '/member/center' },
  { key: 'favorites', label: '我的收藏', to: '/mine/favorites' },
  { key: 'orders', label: '我的订单', to: '/member/orders' },
  { key: 'coupons', label: '我的优惠券', to: '/member/coupons' },
  { key: 'integral-record', label: '兑换记录', to: '/integral/record' },
  { key: 'learning', label: '我的课程', to: '/live/mine' },
  { key: 'articles', label: '我的文章', to: '/material' },
  { key: 'earnings', label: '我的收益', to: '/questionnaire/reflect' },
  { key: 'contributions', label: '我的投稿', to: '/delivery' },
  { key: 'poster', label: '我的邀请卡', to: '/poster' },
  { key: 'complain', label: '投诉与建议', to: '/complain' },
] as const;

/** userTypeCode 0 is a member, 1 an expert (docs/product.md「账号与登录」). */
export function roleLabel(userTypeCode: number): string {
  return userTypeCode === 1 ? '专家' : '会员';
}

/** 13800000001 → 138****0001: the number is the user's, but others may see the screen. */
export function maskPhone(phone: string): string {
  return /^\d{11}$/.test(phone) ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}
