// ESLint flat config. Besides the usual rules it enforces the import boundaries of docs/architecture.md
// (eslint/import-boundaries.js, proved by eslint/import-boundaries.test.ts) and keeps classic zod
// and the full route table out of the app's first screen.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { importBoundaries } from './eslint/import-boundaries.js';
import { SQL_OUTSIDE_QUERIES, SQL_RULE_FILES } from './eslint/api-layers.js';

const FEATURES = 'renderer/src/features';
/** renderer/src imports `zod/mini` (and `zod/v4/core` types) only: see the rule's block below. */
const CLASSIC_ZOD = ['zod', 'zod/v4', 'zod/v4/classic', 'zod/v3'].map((name) => ({
  name,
  message: 'renderer 只用 zod/mini（经典 zod 无法摇树，会让每个页面都下载全部校验器）',
}));

/** Everywhere; blocks that add selectors repeat these (a block's options replace the one above). */
const RESTRICTED_SYNTAX = [{ selector: 'TSEnumDeclaration', message: '用 as const 对象代替 enum' }];

export default tseslint.config(
  {
    ignores: [
      'out/**',
      'dist/**',
      'node_modules/**',
      '.sim-data/**',
      '.eslintcache',
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
      'no-restricted-syntax': ['error', ...RESTRICTED_SYNTAX],
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
  // The import boundaries of docs/architecture.md (eslint/import-boundaries.js).
  ...importBoundaries,
  // The mock backend prepares SQL in queries/ only (eslint/api-layers.js).
  {
    ...SQL_RULE_FILES,
    rules: { 'no-restricted-syntax': ['error', ...RESTRICTED_SYNTAX, ...SQL_OUTSIDE_QUERIES] },
  },
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
  // /app/home's download budget (README: Keeping every landing page light): the home page, the
  // shape modules and the HTTP client import only the `*-shapes` contract modules, which hold just
  // the schemas the first screen parses (types from the whole modules are free). Repeats the zod
  // path, because this block's options replace those of the block above for these files.
  {
    files: [
      `${FEATURES}/home/**`,
      'renderer/src/contracts/api/*-shapes.ts',
      'renderer/src/lib/http/**',
    ],
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
    ignores: [
      '**/*.test.{ts,tsx}',
      'renderer/src/app/route-table.ts',
      'renderer/src/app/route-areas.ts',
      'renderer/src/app/route-area-index-source.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: CLASSIC_ZOD,
          patterns: [
            {
              regex: '(^|/)route-(table|areas)$',
              message:
                '运行时入口不得引用完整路由表 route-table / route-areas（其他区域的路由在导航时按需发现）',
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
  // Preloads import types only (they run sandboxed).
  {
    files: ['preload/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': ['error', { prefer: 'type-imports' }] },
  },
);
