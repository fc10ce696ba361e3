import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { AnySchema, Endpoint } from './endpoint';

/**
 * Money and points are never negative: every amount, price, balance, fee, discount, stock or points
 * field an endpoint answers rejects a negative number, so a mock answer off by a sign (a coupon
 * larger than the price, a stock decremented too far) fails the response check in the tests.
 */
const modules = import.meta.glob<Record<string, unknown>>('./*.ts', { eager: true });
const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' &&
  value !== null &&
  'method' in value &&
  'path' in value &&
  'response' in value;
const endpoints = [
  ...new Set(
    Object.values(modules).flatMap((exports) =>
      Object.entries(exports)
        .filter(([name, value]) => name.endsWith('Endpoint') && isEndpoint(value))
        .map(([, value]) => value as Endpoint),
    ),
  ),
];

/** Field names that carry money or points (a signed ledger line is `delta`, not among them). */
const MONEY_NAME =
  /price|amount|cents|points|balance|integral|fee|discount|coins|cost|bonus|stock|reward(?!Text|Kind)/i;

type Def = {
  type: string;
  shape?: Record<string, AnySchema>;
  innerType?: AnySchema;
  element?: AnySchema;
  options?: AnySchema[];
  in?: AnySchema;
  out?: AnySchema;
  left?: AnySchema;
  right?: AnySchema;
  valueType?: AnySchema;
};
const defOf = (schema: AnySchema): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Every `[path, schema]` of a named field under `schema`, through wrappers, arrays and unions. */
function fieldsOf(
  schema: AnySchema,
  path: string,
  seen = new Set<AnySchema>(),
): [string, AnySchema][] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = defOf(schema);
  const inner = [
    def.innerType,
    def.element,
    def.in,
    def.out,
    def.left,
    def.right,
    def.valueType,
    ...(def.options ?? []),
  ].filter((s): s is AnySchema => s !== undefined);
  const own = Object.entries(def.shape ?? {}).flatMap(([name, field]): [string, AnySchema][] => [
    [`${path}.${name}`, field],
    ...fieldsOf(field, `${path}.${name}`, seen),
  ]);
  return [...own, ...inner.flatMap((s) => fieldsOf(s, path, seen))];
}

const moneyFields = endpoints.flatMap((e) =>
  fieldsOf(e.response, `${e.method} ${e.path}`).filter(
    ([path, field]) =>
      MONEY_NAME.test(path.slice(path.lastIndexOf('.') + 1)) && z.safeParse(field, 5).success,
  ),
);

describe('money and points in the answers', () => {
  it('finds the fields it checks (prices, amounts, balances, points, stock)', () => {
    const names = new Set(moneyFields.map(([path]) => path.slice(path.lastIndexOf('.') + 1)));
    for (const name of [
      'payCents',
      'couponDiscountCents',
      'priceCents',
      'points',
      'balanceCents',
      'amountCents',
      'stock',
      'frozenPoints',
      'balance',
    ])
      expect(names).toContain(name);
  });

  it('every one of them refuses a negative number', () => {
    const signed = moneyFields
      .filter(([, field]) => z.safeParse(field, -1).success)
      .map(([path]) => path);
    expect(signed).toEqual([]);
  });
});
