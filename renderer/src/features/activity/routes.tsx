import type { RouteRecord } from '@/lib/routing/route-record';
import { lazyPage } from '@/lib/routing/route-record';

/** Routes of the activity area (docs/product.md「会员」). */
export const activityRoutes: RouteRecord[] = [
  {
    path: '/activity/:id',
    name: 'Activity',
    title: '活动详情',
    sharePath: '/activity',
    Page: lazyPage(() => import('./pages/activity-page'), 'ActivityPage'),
  },
  {
    path: '/exchange',
    name: 'Exchange',
    title: '兑换码兑换',
    Page: lazyPage(() => import('./pages/exchange-page'), 'ExchangePage'),
  },
  {
    path: '/exchange/by/mobile',
    name: 'ExchangeByMobile',
    title: '兑换码兑换',
    Page: lazyPage(() => import('./pages/exchange-by-mobile-page'), 'ExchangeByMobilePage'),
  },
  {
    path: '/member/card/:id?',
    name: 'MemberCard',
    title: '会员卡',
    Page: lazyPage(() => import('./pages/member-card-page'), 'MemberCardPage'),
  },
  {
    path: '/publicize',
    name: 'Publicize',
    title: '关于我们',
    sharePath: '/publicize',
    Page: lazyPage(() => import('./pages/publicize-page'), 'PublicizePage'),
  },
  {
    path: '/essay',
    name: 'Essay',
    title: '原创征文大赛',
    sharePath: '/essay',
    Page: lazyPage(() => import('./pages/essay-page'), 'EssayPage'),
  },
  {
    path: '/rescue',
    name: 'Rescue',
    title: '灾区税务咨询',
    pcUrl: '/rescue',
    sharePath: '/rescue',
    Page: lazyPage(() => import('./pages/rescue-page'), 'RescuePage'),
  },
  {
    path: '/rescue/apply',
    name: 'RescueApply',
    title: '咨询申请',
    pcUrl: '/rescue',
    Page: lazyPage(() => import('./pages/rescue-apply-page'), 'RescueApplyPage'),
  },
  {
    path: '/rescue/success',
    name: 'RescueSuccess',
    title: '提交成功',
    pcUrl: '/rescue',
    Page: lazyPage(() => import('./pages/rescue-success-page'), 'RescueSuccessPage'),
  },
  {
    path: '/consult',
    name: 'Consult',
    title: '免费咨询券',
    pcUrl: '/consult',
    sharePath: '/consult',
    Page: lazyPage(() => import('./pages/consult-page'), 'ConsultPage'),
  },
  {
    path: '/channel/coin',
    name: 'ChannelCoin',
    title: '领取金币',
    Page: lazyPage(() => import('./pages/channel-coin-page'), 'ChannelCoinPage'),
  },
  {
    path: '/channel/success',
    name: 'ChannelSuccess',
    title: '领取成功',
    Page: lazyPage(() => import('./pages/channel-success-page'), 'ChannelSuccessPage'),
  },
  {
    path: '/throughtrain',
    name: 'Throughtrain',
    title: '直通车',
    Page: lazyPage(() => import('./pages/throughtrain-page'), 'ThroughtrainPage'),
  },
];
