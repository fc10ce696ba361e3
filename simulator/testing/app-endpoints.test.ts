import { readdirSync, readFileSync } from 'node:fs';
import { expect, it } from 'vitest';

const CONTRACTS = 'renderer/src/contracts/api';

it('lists every contract module that declares an endpoint', () => {
  const declaring = readdirSync(CONTRACTS)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'endpoint.ts')
    .filter((file) => readFileSync(`${CONTRACTS}/${file}`, 'utf8').includes('satisfies Endpoint'))
    .map((file) => file.replace(/\.ts$/, ''));
  const listed = [
    ...readFileSync('simulator/testing/app-endpoints.ts', 'utf8').matchAll(
      /from '\.\.\/\.\.\/renderer\/src\/contracts\/api\/([\w-]+)'/g,
    ),
  ].map((m) => m[1]);
  expect(listed.sort()).toEqual(declaring.sort());
});
