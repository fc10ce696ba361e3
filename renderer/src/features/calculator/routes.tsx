import type { RouteRecord } from '@/lib/routing/route-record';
import { lazyPage } from '@/lib/routing/route-record';

/** Spec §2 routes of the calculator area. */
export const calculatorRoutes: RouteRecord[] = [
  {
    path: '/calculator',
    name: 'Calculator',
    title: '个税计算器',
    keepAlive: true,
    Page: lazyPage(() => import('./pages/calculator-page'), 'CalculatorPage'),
  },
  {
    path: '/calculator/wage/month/:form',
    name: 'CalculatorWageMonth',
    title: '工资薪金（月度）计算结果',
    sharePath: '/calculator/wage/month',
    Page: lazyPage(() => import('./pages/calculator-wage-month-page'), 'CalculatorWageMonthPage'),
  },
  {
    path: '/calculator/wage/year/:form',
    name: 'CalculatorWageYear',
    title: '综合所得年度汇算结果',
    sharePath: '/calculator/wage/year',
    Page: lazyPage(() => import('./pages/calculator-wage-year-page'), 'CalculatorWageYearPage'),
  },
  {
    path: '/calculator/awards/year/:form',
    name: 'CalculatorAwardsYear',
    title: '全年一次性奖金计算结果',
    sharePath: '/calculator/awards/year',
    Page: lazyPage(() => import('./pages/calculator-awards-year-page'), 'CalculatorAwardsYearPage'),
  },
  {
    path: '/calculator/awards/service/:form',
    name: 'CalculatorAwardsService',
    title: '劳务报酬计算结果',
    sharePath: '/calculator/awards/service',
    Page: lazyPage(
      () => import('./pages/calculator-awards-service-page'),
      'CalculatorAwardsServicePage',
    ),
  },
  {
    path: '/calculator/awards/recoup/:form',
    name: 'CalculatorAwardsRecoup',
    title: '解除劳动合同补偿金计算结果',
    sharePath: '/calculator/awards/recoup',
    Page: lazyPage(
      () => import('./pages/calculator-awards-recoup-page'),
      'CalculatorAwardsRecoupPage',
    ),
  },
  {
    path: '/calculator/detail/list/:form',
    name: 'CalculatorDetailList',
    title: '月度收入明细',
    Page: lazyPage(() => import('./pages/calculator-detail-list-page'), 'CalculatorDetailListPage'),
  },
  {
    path: '/city',
    name: 'City',
    title: '选择城市',
    Page: lazyPage(() => import('./pages/city-page'), 'CityPage'),
  },
];
