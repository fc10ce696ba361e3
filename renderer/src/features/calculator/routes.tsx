import type { RouteRecord } from '@/lib/routing/route-record';
import { lazyPage } from '@/lib/routing/route-record';
import { CALC_MODES } from './lib/calc-modes';

// One page module serves every mode's result: it reads the mode from the route it is rendered for.
const ResultPage = lazyPage(() => import('./pages/calculator-result-page'), 'CalculatorResultPage');

/** The calculator area's routes (docs/product.md「个税计算器」). */
export const calculatorRoutes: RouteRecord[] = [
  {
    path: '/calculator',
    name: 'Calculator',
    title: '个税计算器',
    keepAlive: true,
    Page: lazyPage(() => import('./pages/calculator-page'), 'CalculatorPage'),
  },
  ...CALC_MODES.map((mode): RouteRecord => ({
    path: `${mode.resultPath}/:form`,
    name: mode.routeName,
    title: mode.resultTitle,
    sharePath: mode.resultPath,
    Page: ResultPage,
  })),
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
