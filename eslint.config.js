// ESLint flat config. Besides the usual rules it enforces DESIGN.md's import boundaries:
// renderer/ imports nothing outside itself; only renderer/src/contracts is imported from outside;
// features never import each other; shared code (lib, components, stores) never imports features.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const FEATURES = 'renderer/src/features';
/** renderer/src imports `zod/mini` (and `zod/v4/core` types) only: see the rule's block below. */
const CLASSIC_ZOD = ['zod', 'zod/v4', 'zod/v4/classic', 'zod/v3'].map((name) => ({
  name,
  message: 'renderer 只用 zod/mini（经典 zod 无法摇树，会让每个页面都下载全部校验器）',
}));

export default tseslint.config(
  {
    ignores: [
      'out/**',
      'dist/**',
      'node_modules/**',
      '.sim-data/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: 'TSEnumDeclaration', message: '用 as const 对象代替 enum' },
      ],
    },
  },
  {
    files: ['renderer/src/**/*.{ts,tsx}', 'simulator/panel/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/refs': 'off',
    },
  },
  // renderer/ is the product: it never reaches outside itself.
  {
    files: ['renderer/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/simulator/**',
                '**/main/**',
                '**/preload/**',
                '**/tests/**',
                'electron',
                'node:*',
                'fastify',
                'better-sqlite3',
                'playwright',
                '@playwright/*',
              ],
              message: 'renderer 不得引用仓库其他部分或 Node 模块',
            },
          ],
        },
      ],
    },
  },
  // Shared code never imports features.
  {
    files: [
      'renderer/src/lib/**',
      'renderer/src/components/**',
      'renderer/src/stores/**',
      'renderer/src/contracts/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@/features/*',
                '**/features/*',
                '@/app/*',
                '**/app/*',
                '**/simulator/**',
                'electron',
                'node:*',
              ],
              message: '共享代码不得引用 features 或 app',
            },
          ],
        },
      ],
    },
  },
  // Contracts are pure schemas: zod and each other only.
  {
    files: ['renderer/src/contracts/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@/lib/*',
                '@/stores/*',
                '@/components/*',
                '@/features/*',
                '@/app/*',
                '../lib/*',
                '../../lib/*',
                'react',
                'axios',
              ],
              message: '契约只含 zod 模式',
            },
          ],
        },
      ],
    },
  },
  // Features never import each other.
  ...[
    'home',
    'article',
    'qa',
    'news',
    'calculator',
    'member',
    'activity',
    'contribute',
    'live',
    'questionnaire',
    'integral',
    'exam',
    'general',
    'legal',
    'viewer',
    'auth',
  ].map((feature) => ({
    files: [`${FEATURES}/${feature}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                `@/features/!(${feature})/**`,
                `@/features/!(${feature})`,
                `../../!(${feature})/**`,
              ],
              message: 'features 之间不得互相引用，请把共用代码移到 lib/ 或 components/',
            },
            {
              group: ['**/simulator/**', '**/main/**', '**/preload/**', 'electron', 'node:*'],
              message: 'renderer 不得引用仓库其他部分或 Node 模块',
            },
          ],
        },
      ],
    },
  })),
  // Classic zod does not tree-shake: one import anywhere in the app puts every classic validator
  // into the zod chunk that every page, the first screen included, downloads. The app's schemas are
  // `zod/mini`, whose functions go into the bundle only when used.
  {
    files: ['renderer/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { paths: CLASSIC_ZOD }],
    },
  },
  // /app/home's download budget (issue 2): the home page, the shape modules and the HTTP client
  // import only the `*-shapes` contract modules, which hold just the schemas the first screen
  // parses (types from the whole modules are free). Repeats the zod path, because this block's
  // options replace those of the block above for these files.
  {
    files: [`${FEATURES}/home/**`, 'renderer/src/contracts/api/*-shapes.ts', 'renderer/src/lib/http/**'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: CLASSIC_ZOD,
          patterns: [
            {
              group: ['@/contracts/api/*', '!@/contracts/api/*-shapes'],
              allowTypeImports: true,
              message: '首屏路径只引用 *-shapes 契约模块（类型除外）',
            },
          ],
        },
      ],
    },
  },
  // The first screen's path (main.tsx, the router, the shell, the guard...) knows only the home
  // area's routes: the others are discovered on navigation (app/route-discovery.ts), so their
  // records, loaders and ~150 pages' preload map stay out of the entry chunk. The full table is for
  // tests and the generator. Repeats the zod path, as above.
  {
    files: ['renderer/src/main.tsx', 'renderer/src/app/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'renderer/src/app/route-table.ts', 'renderer/src/app/route-area-index-source.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: CLASSIC_ZOD,
          patterns: [
            {
              regex: '(^|/)route-table$',
              message: '运行时入口不得引用完整路由表 route-table（其他区域的路由在导航时按需发现）',
            },
            {
              regex: '(^|/)features/(?!home/)[^/]+/routes$',
              message: '运行时入口只引用首页区域的 routes，其他区域由 route-discovery 按需加载',
            },
          ],
        },
      ],
    },
  },
  // Outside renderer/, only the contracts may be imported from it.
  {
    files: [
      'simulator/**/*.{ts,tsx}',
      'main/**/*.ts',
      'preload/**/*.ts',
      'tests/**/*.ts',
      'bench/**/*.ts',
    ],
    ignores: ['simulator/panel/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // A regex, because globs do not match the `../` segments of relative imports.
              regex: '(^|/)renderer/src/(?!contracts(/|$))|^@/(?!contracts(/|$))',
              message: '仓库其他部分只能引用 renderer/src/contracts',
            },
          ],
        },
      ],
    },
  },
  // Preloads import types only (they run sandboxed).
  {
    files: ['preload/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': ['error', { prefer: 'type-imports' }] },
  },
);
