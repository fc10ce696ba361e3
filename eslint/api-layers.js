// The mock backend's three layers (simulator/api): routes/ speak HTTP (parse, call, answer),
// queries/ hold every SQL statement, lib/ holds the domain rules. A route that imports another
// route, or a rule that imports a route, hides a rule in the HTTP layer where no other caller finds
// it; SQL outside queries/ is prepared on every call and scattered where no one looks for it.
// Proved by eslint/import-boundaries.test.ts.

const API = 'simulator/api';

/** Zones for import-x/no-restricted-paths (spread into the one block that configures it). */
export const apiLayerZones = [
  {
    // routes/index.ts is where the route plugins are registered: the one file that imports them.
    target: `${API}/routes/!(index|*.test).ts`,
    from: `${API}/routes`,
    message:
      'routes/ 之间不得互相引用：共用的规则放进 lib/，SQL 放进 queries/，插件在 routes/index.ts 注册',
  },
  {
    target: `${API}/lib`,
    from: `${API}/routes`,
    message: 'lib/ 是领域规则，不得引用 routes/（HTTP 层）',
  },
  {
    target: `${API}/queries`,
    from: [`${API}/routes`, `${API}/lib`],
    message: 'queries/ 只放 SQL 语句，不得引用 routes/ 或 lib/',
  },
];

/** `no-restricted-syntax` selectors for the backend outside queries/: no statement is prepared there. */
export const SQL_OUTSIDE_QUERIES = [
  {
    selector: "CallExpression[callee.property.name='prepare']",
    message: 'SQL 只写在 simulator/api/queries/ 里（用 defineQueries 按数据库预编译一次）',
  },
];

/**
 * The files the SQL rule applies to: the backend's code. Tests and their support modules (testing*.ts,
 * the concurrent-effects cases) set scenes up and inspect them in the tables directly.
 */
export const SQL_RULE_FILES = {
  files: [`${API}/**/*.ts`],
  ignores: [
    `${API}/queries/**`,
    `${API}/**/*.test.ts`,
    `${API}/testing*.ts`,
    `${API}/concurrent-effects/**`,
  ],
};
