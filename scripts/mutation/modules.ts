/**
 * The critical modules `npm run test:mutation` mutates, each with the unit tests that guard it.
 * Scoping each run to its own tests keeps a mutant's run short on a shared two-core machine, and
 * proves each module's own tests kill its mutants (not some far-away test that happens to touch it).
 */
export type MutationModule = {
  /** Short name to pick a module on the command line (`npm run test:mutation -- bridge`). */
  name: string;
  /** What it is, for the summary. */
  title: string;
  /** Files Stryker mutates. */
  mutate: string[];
  /** The test files that run against each mutant. */
  testFiles: string[];
  /** The vitest.config.ts project those tests belong to. */
  project: 'web' | 'node';
  /**
   * Extra time a mutant's run may take over the unmutated run (ms; Stryker's default is 5 s). Tests
   * that start a mock API seed a database before each run: on a loaded machine that alone passes
   * 5 s, and a mutant would count as detected by timing out rather than by a failing test.
   */
  timeoutMS?: number;
};

/** For the modules whose tests start a mock API server. */
const SERVER_TEST_TIMEOUT_MS = 60_000;

export const MUTATION_MODULES: readonly MutationModule[] = [
  {
    name: 'ipc',
    project: 'node',
    title: 'IPC 网关与导航策略',
    mutate: ['main/ipc-gate.ts', 'main/navigation-policy.ts'],
    testFiles: ['main/ipc-gate*.test.ts', 'main/navigation-policy*.test.ts'],
  },
  {
    name: 'bridge',
    project: 'node',
    title: '桥接分发器',
    mutate: ['simulator/bridge/dispatcher.ts'],
    testFiles: ['simulator/bridge/dispatcher*.test.ts'],
  },
  {
    name: 'routing',
    project: 'web',
    title: '路由 URL 与守卫',
    mutate: [
      'renderer/src/lib/routing/route-url.ts',
      'renderer/src/app/guard.ts',
      'renderer/src/app/route-guard.ts',
    ],
    testFiles: [
      'renderer/src/lib/routing/route-url*.test.ts',
      'renderer/src/app/guard*.test.ts',
      'renderer/src/app/route-guard*.test.tsx',
      // The shell renders the guard hook in a router: its tests are the hook's too.
      'renderer/src/app/app-shell.test.tsx',
    ],
  },
  {
    name: 'validate',
    // Pure functions: node's environment spares each mutant run a DOM. The antd-mobile form adapter
    // (form-rules.ts) needs one and is left to its own rendering test.
    project: 'node',
    title: '校验器',
    mutate: [
      'renderer/src/lib/validate/*.ts',
      'renderer/src/contracts/credit-code.ts',
      '!renderer/src/lib/validate/credit-code.ts',
      '!renderer/src/lib/validate/*.test.ts',
      '!renderer/src/lib/validate/index.ts',
      '!renderer/src/lib/validate/form-rules.ts',
    ],
    testFiles: ['renderer/src/lib/validate/*.test.ts'],
  },
  {
    name: 'engine',
    // Pure functions: node's environment spares each mutant run a DOM.
    project: 'node',
    title: '个税计算引擎',
    mutate: [
      'renderer/src/features/calculator/engine/*.ts',
      '!renderer/src/features/calculator/engine/*.test.ts',
      '!renderer/src/features/calculator/engine/index.ts',
    ],
    testFiles: ['renderer/src/features/calculator/engine/*.test.ts'],
  },
  {
    name: 'http',
    project: 'web',
    title: 'HTTP 客户端',
    mutate: ['renderer/src/lib/http/*.ts', '!renderer/src/lib/http/*.test.ts'],
    testFiles: ['renderer/src/lib/http/*.test.ts'],
  },
  // The mock backend's money: each module's arithmetic and checks live in a small lib file, whose
  // pure tests and one server-level test (the amounts as the API answers them) guard it.
  {
    name: 'pricing',
    project: 'node',
    timeoutMS: SERVER_TEST_TIMEOUT_MS,
    title: '模拟后端：订单计价与优惠券',
    mutate: ['simulator/api/lib/order-pricing.ts'],
    testFiles: [
      'simulator/api/lib/order-pricing.test.ts',
      'simulator/api/routes/order-coupon-clamp.test.ts',
    ],
  },
  {
    name: 'coupons',
    project: 'node',
    timeoutMS: SERVER_TEST_TIMEOUT_MS,
    title: '模拟后端：优惠券发放与状态',
    mutate: ['simulator/api/lib/coupons.ts'],
    testFiles: ['simulator/api/lib/coupons.test.ts'],
  },
  {
    name: 'orders',
    project: 'node',
    timeoutMS: SERVER_TEST_TIMEOUT_MS,
    title: '模拟后端：订单生命周期、履约与会员开通',
    mutate: ['simulator/api/lib/orders.ts', 'simulator/api/lib/membership.ts'],
    testFiles: [
      'simulator/api/lib/orders.test.ts',
      'simulator/api/lib/order-fulfil.test.ts',
      'simulator/api/lib/membership-status.test.ts',
    ],
  },
  {
    name: 'mall',
    project: 'node',
    timeoutMS: SERVER_TEST_TIMEOUT_MS,
    title: '模拟后端：积分兑换与库存',
    mutate: ['simulator/api/lib/mall-exchange.ts'],
    testFiles: [
      'simulator/api/lib/mall-exchange.test.ts',
      'simulator/api/routes/mall-stock.test.ts',
    ],
  },
  {
    name: 'points',
    project: 'node',
    timeoutMS: SERVER_TEST_TIMEOUT_MS,
    title: '模拟后端：积分获取',
    mutate: ['simulator/api/lib/points-earning.ts'],
    testFiles: ['simulator/api/lib/points-earning.test.ts'],
  },
  {
    name: 'withdraw',
    project: 'node',
    timeoutMS: SERVER_TEST_TIMEOUT_MS,
    title: '模拟后端：红包余额与提现',
    mutate: ['simulator/api/lib/redpack-balance.ts'],
    testFiles: ['simulator/api/lib/redpack-balance.test.ts'],
  },
  {
    name: 'exam',
    project: 'node',
    timeoutMS: SERVER_TEST_TIMEOUT_MS,
    title: '模拟后端：答题计分与红包奖励',
    mutate: ['simulator/api/lib/exam-scoring.ts', 'simulator/api/lib/exam-rewards.ts'],
    testFiles: [
      'simulator/api/lib/exam-scoring.test.ts',
      'simulator/api/lib/exam-rewards*.test.ts',
    ],
  },
];
