import type { RouteRecord } from '@/lib/routing/route-record';
import { lazyPage } from '@/lib/routing/route-record';

/** Routes of the member area (docs/product.md「会员」). */
export const memberRoutes: RouteRecord[] = [
  {
    path: '/member/center',
    name: 'MemberCenter',
    title: '会员中心',
    sharePath: '/member/center',
    Page: lazyPage(() => import('./pages/member-center-page'), 'MemberCenterPage'),
  },
  {
    path: '/member/apply',
    name: 'MemberApply',
    title: '开通会员',
    Page: lazyPage(() => import('./pages/member-apply-page'), 'MemberApplyPage'),
  },
  {
    path: '/firm/apply',
    name: 'FirmApply',
    title: '企业试用申请',
    Page: lazyPage(() => import('./pages/firm-apply-page'), 'FirmApplyPage'),
  },
  {
    path: '/member/welfare',
    name: 'MemberWelfare',
    title: '领取福利',
    Page: lazyPage(() => import('./pages/member-welfare-page'), 'MemberWelfarePage'),
  },
  {
    path: '/member/welfare/h5',
    name: 'MemberWelfareH5',
    title: '领取福利',
    sharePath: '/member/welfare/h5',
    Page: lazyPage(() => import('./pages/member-welfare-h5-page'), 'MemberWelfareH5Page'),
  },
  {
    path: '/v2/member/center',
    name: 'v2MemberCenter',
    title: '会员中心',
    sharePath: '/v2/member/center',
    Page: lazyPage(() => import('./pages/v2-member-center-page'), 'V2MemberCenterPage'),
  },
  {
    path: '/v2/member/apply',
    name: 'v2MemberApply',
    title: '开通会员',
    Page: lazyPage(() => import('./pages/v2-member-apply-page'), 'V2MemberApplyPage'),
  },
  {
    path: '/v2/member/ios/apply',
    name: 'v2MemberIosApply',
    title: '开通会员',
    Page: lazyPage(() => import('./pages/v2-member-ios-apply-page'), 'V2MemberIosApplyPage'),
  },
  {
    path: '/member/month',
    name: 'MemberMonth',
    title: '标准版企业体验月卡',
    sharePath: '/member/month',
    Page: lazyPage(() => import('./pages/member-month-page'), 'MemberMonthPage'),
  },
  {
    path: '/v3/member/center',
    name: 'v3MemberCenter',
    title: '会员中心',
    sharePath: '/v3/member/center',
    Page: lazyPage(() => import('./pages/v3-member-center-page'), 'V3MemberCenterPage'),
  },
  {
    path: '/member/coupons',
    name: 'MemberCoupons',
    title: '我的优惠券',
    Page: lazyPage(() => import('./pages/member-coupons-page'), 'MemberCouponsPage'),
  },
  {
    path: '/member/orders',
    name: 'MemberOrders',
    title: '我的订单',
    Page: lazyPage(() => import('./pages/member-orders-page'), 'MemberOrdersPage'),
  },
  {
    // The payment result (the cashier returns here) and the order's detail.
    path: '/member/order/:orderNo',
    name: 'MemberOrder',
    title: '订单详情',
    Page: lazyPage(() => import('./pages/member-order-page'), 'MemberOrderPage'),
  },
  {
    path: '/v3/member/rights',
    name: 'v3MemberRights',
    title: '特权对比',
    Page: lazyPage(() => import('./pages/v3-member-rights-page'), 'V3MemberRightsPage'),
  },
];
