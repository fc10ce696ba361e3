import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { creditCodeCheckChar, isCreditCode } from './credit-code';

// Independent GB 32100 reference: the code alphabet built by removing I, O, S, V, Z,
// weights 3^i mod 31, check value 31 - sum mod 31 (31 becomes 0).
const REF_ALPHABET = [...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'].filter(
  (c) => !'IOSVZ'.includes(c),
);

function referenceCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += REF_ALPHABET.indexOf(first17.charAt(i)) * (3 ** i % 31);
  const check = 31 - (sum % 31);
  return REF_ALPHABET[check === 31 ? 0 : check] ?? '?';
}

const first17s = fc
  .array(fc.constantFrom(...REF_ALPHABET), { minLength: 17, maxLength: 17 })
  .map((a) => a.join(''));

describe('creditCodeCheckChar', () => {
  it('has 31 characters in its reference alphabet', () => {
    expect(REF_ALPHABET).toHaveLength(31);
  });

  it('agrees with the reference implementation', () => {
    fc.assert(
      fc.property(first17s, (first17) => {
        expect(creditCodeCheckChar(first17)).toBe(referenceCheckChar(first17));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('isCreditCode', () => {
  it('accepts published codes', () => {
    expect(isCreditCode('91350100M000100Y43')).toBe(true);
    expect(isCreditCode('91110000802100433B')).toBe(true);
  });

  it('rejects a changed check character', () => {
    expect(isCreditCode('91350100M000100Y44')).toBe(false);
  });

  it('rejects the excluded letters I, O, S, V, Z, lowercase and wrong lengths', () => {
    for (const bad of 'IOSVZ') expect(isCreditCode(`9135010${bad}M000100Y43`)).toBe(false);
    expect(isCreditCode('91350100m000100y43')).toBe(false);
    expect(isCreditCode('91350100M000100Y4')).toBe(false);
    expect(isCreditCode('91350100M000100Y433')).toBe(false);
    expect(isCreditCode('')).toBe(false);
  });

  it('accepts exactly the codes whose last character is the reference check character', () => {
    fc.assert(
      fc.property(first17s, fc.constantFrom(...REF_ALPHABET), (first17, last) => {
        expect(isCreditCode(first17 + last)).toBe(last === referenceCheckChar(first17));
      }),
      { numRuns: 2000 },
    );
  });
});
