// The import boundaries of docs/architecture.md as ESLint zones, derived from the folders as they are on disk, so a
// new feature folder or a new top-level folder is covered without editing this file.
//
// Each concern has a rule of its own, configured in exactly one block: flat config replaces a
// rule's options block by block, so two blocks sharing a rule would silently drop one's limits.
// - import-x/no-restricted-paths: every zone, folders and packages alike (one block, all files);
// - import-x/no-nodejs-modules: code that runs in a browser (the app, the panel);
// - no-restricted-imports: the libraries contracts/ may use (the zod rules keep the typescript-eslint one).
import { readdirSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { apiLayerZones } from './api-layers.js';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Sub-folders of a repository folder (hidden ones and build output left out). */
function foldersOf(relative) {
  const skipped = new Set([
    'node_modules',
    'out',
    'dist',
    'coverage',
    'test-results',
    'playwright-report',
  ]);
  return readdirSync(path.join(root, relative), { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && !entry.name.startsWith('.') && !skipped.has(entry.name),
    )
    .map((entry) => entry.name);
}

/**
 * A package's folders as the resolver reports them: its own and its `@types` one (TypeScript's
 * resolution prefers types), real paths because node_modules may be a symlink (git worktrees share one).
 */
function packageFolders(name) {
  const typesName = name.startsWith('@') ? name.slice(1).replace('/', '__') : name;
  return [name, `@types/${typesName}`].map((folder) => {
    const absolute = path.join(root, 'node_modules', folder);
    try {
      return realpathSync(absolute);
    } catch {
      return absolute;
    }
  });
}

const APP = 'renderer/src';
const FEATURES = `${APP}/features`;
/** Every feature folder: features never import each other, whatever their number. */
const FEATURE_FOLDERS = foldersOf(FEATURES);
/** The repository's top-level folders other than renderer/: the app never reaches into them. */
const OUTSIDE_RENDERER = foldersOf('.').filter((name) => name !== 'renderer');

/** What only a Node server or a test runner has: never in the app or the panel. */
const SERVER_PACKAGES = [
  'electron',
  'fastify',
  'better-sqlite3',
  'playwright',
  '@playwright/test',
  'json-server',
];
/** The host-agnostic simulator runs in Node, in Electron and under Playwright alike. */
const HOST_AGNOSTIC = ['simulator/devices', 'simulator/bridge', 'simulator/api'];
const UI_PACKAGES = ['react', 'react-dom', 'antd-mobile', 'antd-mobile-icons', 'lucide-react'];

/**
 * The libraries contracts/ declares it uses: pure schemas, shared by the app, the simulator and the
 * hosts. Anything else (axios, React, the app's lib/) would make every importer depend on it.
 */
const CONTRACT_LIBRARIES = ['zod/mini', 'zod/v4/core'];

/** @typedef {{ target: string | string[], from: string | string[], except?: string[], message: string }} Zone */

/** @type {Zone[]} */
const zones = [
  {
    target: APP,
    from: [...OUTSIDE_RENDERER, 'renderer/build', ...SERVER_PACKAGES.flatMap(packageFolders)],
    message: 'renderer 不得引用仓库其他部分或仅服务端可用的包',
  },
  ...FEATURE_FOLDERS.map((feature) => ({
    target: `${FEATURES}/${feature}`,
    from: FEATURES,
    except: [`./${feature}`],
    message: 'features 之间不得互相引用，请把共用代码移到 domain/、lib/ 或 components/',
  })),
  {
    target: ['domain', 'components', 'lib', 'stores', 'contracts'].map(
      (folder) => `${APP}/${folder}`,
    ),
    from: [FEATURES, `${APP}/app`],
    message: '共享代码不得引用 features 或 app',
  },
  {
    // The layers under domain/ (API calls, rules, flows) know nothing of it: components/ draws what
    // its props say, lib/ and stores/ are the plumbing domain/ is built on.
    target: ['components', 'lib', 'stores'].map((folder) => `${APP}/${folder}`),
    from: `${APP}/domain`,
    message: 'components、lib、stores 不得引用 domain：界面组件只经 props 接收数据',
  },
  {
    target: `${APP}/contracts`,
    from: APP,
    except: ['./contracts'],
    message: '契约只引用契约（以及它声明的库）',
  },
  {
    // Everything outside the app sees only its contracts (scripts/ generates from the route table)
    // and its build tooling (the landing-page budgets that the bench and the a11y test share).
    target: OUTSIDE_RENDERER.filter((name) => name !== 'scripts'),
    from: 'renderer',
    except: ['./src/contracts', './build'],
    message: '仓库其他部分只能引用 renderer/src/contracts',
  },
  {
    target: HOST_AGNOSTIC,
    from: [
      'simulator/panel',
      'simulator/hosts',
      'main',
      'preload',
      ...['electron', ...UI_PACKAGES, 'playwright', '@playwright/test'].flatMap(packageFolders),
    ],
    message:
      'simulator 的 devices、bridge、api 与宿主无关：不得引用 electron、React、Playwright 或界面代码',
  },
  {
    target: 'simulator/panel',
    from: ['main', 'preload', 'simulator/api', ...SERVER_PACKAGES.flatMap(packageFolders)],
    message:
      '控制面板运行在浏览器里，只经宿主接口与宿主通信：不得引用 electron、main、preload 或服务端代码',
  },
  ...apiLayerZones,
];

const BROWSER_CODE = [`${APP}/**/*.{ts,tsx}`, 'simulator/panel/**/*.{ts,tsx}'];
const libraries = CONTRACT_LIBRARIES.map((name) => name.replace(/[/.]/g, '\\$&')).join('|');

/** The flat-config blocks that enforce the boundaries. */
export const importBoundaries = [
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.web.json', 'tsconfig.node.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones }] },
  },
  {
    // Tests run in Node: they may check the app against Node's own implementations.
    files: BROWSER_CODE,
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-nodejs-modules': 'error' },
  },
  {
    files: [`${APP}/contracts/**/*.ts`],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(?!\\.|@/contracts/|(${libraries})$)`,
              message: `契约只引用契约和它声明的库（${CONTRACT_LIBRARIES.join('、')}）`,
            },
          ],
        },
      ],
    },
  },
];
