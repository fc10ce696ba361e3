import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, '');
/** The rules that carry the boundaries: another rule's report would prove nothing here. */
const BOUNDARY_RULES = new Set([
  'import-x/no-restricted-paths',
  'import-x/no-nodejs-modules',
  'no-restricted-imports',
]);

let eslint: ESLint;
beforeAll(() => {
  // The repository's own config, on in-memory text: each import below must resolve to a real file.
  eslint = new ESLint({ cwd: root });
});

/** The boundary rules' reports on `source` as if it were the file at `filePath`. */
async function boundaryReports(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport const used = [probe];\n`, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId !== null && BOUNDARY_RULES.has(message.ruleId))
    .map((message) => `${message.ruleId}: ${message.message}`);
}

/** [zone, file the import is written in, the import] */
const FORBIDDEN: [string, string, string][] = [
  [
    'app → simulator',
    'renderer/src/lib/probe.ts',
    "import probe from '../../../simulator/devices';",
  ],
  ['app → tests', 'renderer/src/app/probe.ts', "import probe from '../../../tests/setup/web';"],
  ['app → electron', 'renderer/src/lib/probe.ts', "import probe from 'electron';"],
  [
    'app → better-sqlite3',
    'renderer/src/features/news/probe.ts',
    "import probe from 'better-sqlite3';",
  ],
  ['app → Node built-in', 'renderer/src/lib/probe.ts', "import probe from 'node:fs';"],
  [
    'feature → feature by alias',
    'renderer/src/features/qa/pages/probe.tsx',
    "import probe from '@/features/article/routes';",
  ],
  [
    'feature → feature by path',
    'renderer/src/features/qa/pages/probe.tsx',
    "import probe from '../../article/routes';",
  ],
  ['lib → feature', 'renderer/src/lib/probe.ts', "import probe from '@/features/home/routes';"],
  [
    'components → feature',
    'renderer/src/components/probe.tsx',
    "import probe from '../features/home/routes';",
  ],
  [
    'stores → feature',
    'renderer/src/stores/probe.ts',
    "import probe from '@/features/article/routes';",
  ],
  ['lib → app', 'renderer/src/lib/probe.ts', "import probe from '@/app/route-table';"],
  [
    'components → domain by alias',
    'renderer/src/components/quiz/probe.tsx',
    "import probe from '@/domain/quiz';",
  ],
  [
    'components → domain by path',
    'renderer/src/components/probe.tsx',
    "import probe from '../domain/checkout';",
  ],
  ['lib → domain', 'renderer/src/lib/probe.ts', "import probe from '@/domain/tip';"],
  ['stores → domain', 'renderer/src/stores/probe.ts', "import probe from '@/domain/checkout';"],
  [
    'domain → feature',
    'renderer/src/domain/quiz/probe.ts',
    "import probe from '@/features/exam/routes';",
  ],
  ['domain → app', 'renderer/src/domain/probe.ts', "import probe from '@/app/route-table';"],
  ['domain → Node built-in', 'renderer/src/domain/tip/probe.ts', "import probe from 'node:fs';"],
  ['domain → electron', 'renderer/src/domain/probe.ts', "import probe from 'electron';"],
  ['contracts → lib', 'renderer/src/contracts/probe.ts', "import probe from '@/lib/http';"],
  [
    'contracts → undeclared library',
    'renderer/src/contracts/api/probe.ts',
    "import probe from 'axios';",
  ],
  ['contracts → classic zod', 'renderer/src/contracts/api/probe.ts', "import probe from 'zod';"],
  ['main → app internals', 'main/probe.ts', "import probe from '../renderer/src/lib/crypto/rsa';"],
  [
    'preload → app internals',
    'preload/probe.ts',
    "import probe from '../renderer/src/lib/bridge';",
  ],
  ['simulator → app internals', 'simulator/hosts/probe.ts', "import probe from '@/lib/http';"],
  [
    'tests → app internals',
    'tests/e2e/probe.ts',
    "import probe from '../../renderer/src/app/route-table';",
  ],
  ['devices → electron', 'simulator/devices/probe.ts', "import probe from 'electron';"],
  ['bridge → react', 'simulator/bridge/probe.ts', "import probe from 'react';"],
  ['api → react-dom', 'simulator/api/probe.ts', "import probe from 'react-dom/client';"],
  ['api → playwright', 'simulator/api/probe.ts', "import probe from '@playwright/test';"],
  ['bridge → hosts', 'simulator/bridge/probe.ts', "import probe from '../hosts';"],
  ['devices → main', 'simulator/devices/probe.ts', "import probe from '../../main/ipc-gate';"],
  ['panel → electron', 'simulator/panel/probe.ts', "import probe from 'electron';"],
  ['panel → main', 'simulator/panel/probe.ts', "import probe from '../../main/ipc-gate';"],
  ['panel → mock API', 'simulator/panel/probe.ts', "import probe from '../api/server';"],
  ['panel → Node built-in', 'simulator/panel/probe.ts', "import probe from 'node:path';"],
  ['api route → another route', 'simulator/api/routes/probe.ts', "import probe from './auth';"],
  ['api lib → routes', 'simulator/api/lib/probe.ts', "import probe from '../routes/auth';"],
  ['api queries → lib', 'simulator/api/queries/probe.ts', "import probe from '../lib/prng';"],
  ['api queries → routes', 'simulator/api/queries/probe.ts', "import probe from '../routes/auth';"],
];

const ALLOWED: [string, string, string][] = [
  [
    'feature → itself',
    'renderer/src/features/qa/pages/probe.tsx',
    "import probe from '../routes';",
  ],
  ['feature → lib', 'renderer/src/features/qa/pages/probe.tsx', "import probe from '@/lib/http';"],
  [
    'feature → domain',
    'renderer/src/features/qa/pages/probe.tsx',
    "import probe from '@/domain/checkout';",
  ],
  [
    'domain → components',
    'renderer/src/domain/checkout/probe.tsx',
    "import probe from '@/components/checkout';",
  ],
  ['domain → lib', 'renderer/src/domain/tip/probe.ts', "import probe from '@/lib/http';"],
  [
    'domain → another domain',
    'renderer/src/domain/tip/probe.ts',
    "import probe from '../checkout';",
  ],
  ['app → features', 'renderer/src/app/probe.ts', "import probe from '@/features/article/routes';"],
  [
    'contracts → zod/mini',
    'renderer/src/contracts/api/probe.ts',
    "import * as probe from 'zod/mini';",
  ],
  [
    'contracts → contracts',
    'renderer/src/contracts/api/probe.ts',
    "import probe from '../bridge';",
  ],
  ['main → contracts', 'main/probe.ts', "import probe from '../renderer/src/contracts/bridge';"],
  [
    'simulator → contracts by alias',
    'simulator/api/probe.ts',
    "import probe from '@/contracts/bridge';",
  ],
  ['api → Node built-in', 'simulator/api/probe.ts', "import probe from 'node:fs';"],
  ['hosts → playwright', 'simulator/hosts/probe.ts', "import probe from '@playwright/test';"],
  ['panel → react', 'simulator/panel/probe.tsx', "import probe from 'react';"],
  ['panel → devices', 'simulator/panel/probe.ts', "import probe from '../devices';"],
  [
    'generator → route table',
    'scripts/probe.ts',
    "import probe from '../renderer/src/app/route-table';",
  ],
  ['api routes/index → routes', 'simulator/api/routes/index.ts', "import probe from './auth';"],
  ['api route → lib', 'simulator/api/routes/probe.ts', "import probe from '../lib/prng';"],
  ['api route → queries', 'simulator/api/routes/probe.ts', "import probe from '../queries/exam';"],
  ['api lib → queries', 'simulator/api/lib/probe.ts', "import probe from '../queries/exam';"],
  [
    'app test → Node built-in',
    'renderer/src/lib/probe.test.ts',
    "import probe from 'node:crypto';",
  ],
];

describe('import boundaries (eslint/import-boundaries.js)', () => {
  it.each(FORBIDDEN)('reports %s', async (_zone, filePath, source) => {
    expect(await boundaryReports(filePath, source)).not.toEqual([]);
  });

  it.each(ALLOWED)('allows %s', async (_zone, filePath, source) => {
    expect(await boundaryReports(filePath, source)).toEqual([]);
  });

  it('keeps every feature folder on disk from importing another feature', async () => {
    const features = readdirSync(`${root}/renderer/src/features`, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(features).toEqual(expect.arrayContaining(['article', 'home', 'qa']));
    for (const feature of features) {
      const other = feature === 'home' ? 'article' : 'home';
      const source = `import probe from '@/features/${other}/routes';`;
      expect(
        await boundaryReports(`renderer/src/features/${feature}/probe.ts`, source),
        feature,
      ).not.toEqual([]);
    }
  });
});

describe("the app's other import rules, beside the boundaries", () => {
  const reportsOf = async (filePath: string, source: string) => {
    const [result] = await eslint.lintText(`${source}\nexport const used = [probe];\n`, {
      filePath,
    });
    return (result?.messages ?? []).map((message) => message.ruleId);
  };

  it('keeps classic zod out of the app, the first screen included', async () => {
    for (const filePath of [
      'renderer/src/features/news/probe.ts',
      'renderer/src/features/home/probe.ts',
      'renderer/src/app/probe.ts',
    ]) {
      expect(await reportsOf(filePath, "import probe from 'zod';"), filePath).toContain(
        '@typescript-eslint/no-restricted-imports',
      );
    }
  });

  it('keeps the full route table out of the runtime entry', async () => {
    for (const table of ['./route-table', './route-areas']) {
      expect(
        await reportsOf('renderer/src/app/probe.ts', `import probe from '${table}';`),
        table,
      ).toContain('@typescript-eslint/no-restricted-imports');
    }
  });
});

describe("the mock backend's SQL stays in queries/ (eslint/api-layers.js)", () => {
  const syntaxReports = async (filePath: string, source: string) => {
    const [result] = await eslint.lintText(`${source}\nexport const used = [probe];\n`, {
      filePath,
    });
    return (result?.messages ?? [])
      .filter((message) => message.ruleId === 'no-restricted-syntax')
      .map((message) => message.message);
  };
  const prepared =
    "declare const db: { prepare(sql: string): unknown };\nconst probe = db.prepare('SELECT 1');";

  it.each(['routes/probe.ts', 'lib/probe.ts', 'seed/probe.ts', 'db/probe.ts', 'probe.ts'])(
    'reports a statement prepared in simulator/api/%s',
    async (file) => {
      expect(await syntaxReports(`simulator/api/${file}`, prepared)).toEqual([
        expect.stringContaining('queries/'),
      ]);
    },
  );

  it('allows statements in queries/ and in the tests, which inspect the tables', async () => {
    expect(await syntaxReports('simulator/api/queries/probe.ts', prepared)).toEqual([]);
    expect(await syntaxReports('simulator/api/routes/probe.test.ts', prepared)).toEqual([]);
  });

  it('keeps the rule against enums in the backend too', async () => {
    const source = 'enum Probe { A }\nconst probe = Probe.A;';
    expect(await syntaxReports('simulator/api/lib/probe.ts', source)).toEqual([
      expect.stringContaining('enum'),
    ]);
  });
});
