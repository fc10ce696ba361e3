import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { idCardCheckChar, isIdCard } from './id-card';

/** Independent GB 11643 reference: weights 2^(17-i) mod 11, check value (12 - sum mod 11) mod 11. */
function referenceCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * (2 ** (17 - i) % 11);
  const check = (12 - (sum % 11)) % 11;
  return check === 10 ? 'X' : String(check);
}

const withCheck = (first17: string) => first17 + referenceCheckChar(first17);

describe('idCardCheckChar', () => {
  it('matches the published example 11010519491231002X', () => {
    expect(idCardCheckChar('11010519491231002')).toBe('X');
  });

  it('agrees with the reference implementation on any 17 digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{17}$/), (first17) => {
        expect(idCardCheckChar(first17)).toBe(referenceCheckChar(first17));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('isIdCard', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 10, 21, 12, 0, 0)); // 2026-11-21 local
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('accepts real-shaped numbers with the right check character', () => {
    expect(isIdCard('11010519491231002X')).toBe(true);
    expect(isIdCard('11010519491231002x')).toBe(true);
    expect(isIdCard(withCheck('44030420000229123'))).toBe(true); // 2000 is a leap year
  });

  it('rejects a wrong check character', () => {
    expect(isIdCard('110105194912310021')).toBe(false);
  });

  it('rejects an unknown region prefix', () => {
    expect(isIdCard(withCheck('99010519491231002'))).toBe(false);
    expect(isIdCard(withCheck('01010519491231002'))).toBe(false);
    expect(isIdCard(withCheck('10010519491231002'))).toBe(false);
  });

  it('accepts only birth years 19xx and 20xx', () => {
    expect(isIdCard(withCheck('11010518991231002'))).toBe(false);
    expect(isIdCard(withCheck('11010521001231002'))).toBe(false);
    expect(isIdCard(withCheck('11010519000101002'))).toBe(true);
  });

  it('rejects dates that do not exist in their month', () => {
    expect(isIdCard(withCheck('44030419000229123'))).toBe(false); // 1900 not a leap year
    expect(isIdCard(withCheck('44030420010229123'))).toBe(false);
    expect(isIdCard(withCheck('44030420240229123'))).toBe(true);
    expect(isIdCard(withCheck('44030420240431123'))).toBe(false); // April has 30 days
    expect(isIdCard(withCheck('44030420241300123'))).toBe(false);
    expect(isIdCard(withCheck('44030420240100123'))).toBe(false);
  });

  it('accepts a birth date of today and rejects tomorrow and later', () => {
    expect(isIdCard(withCheck('44030420261121123'))).toBe(true);
    expect(isIdCard(withCheck('44030420261122123'))).toBe(false);
    expect(isIdCard(withCheck('44030420270101123'))).toBe(false);
  });

  it('rejects wrong lengths and characters', () => {
    expect(isIdCard('')).toBe(false);
    expect(isIdCard('11010519491231002')).toBe(false);
    expect(isIdCard('11010519491231002XX')).toBe(false);
    expect(isIdCard('1101051949123100AX')).toBe(false);
    expect(isIdCard('110105194912310 2X')).toBe(false);
  });

  it('accepts exactly the numbers whose last character is the reference check character', () => {
    const past = fc.date({
      min: new Date(1900, 0, 1),
      max: new Date(2026, 10, 21),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(
        fc.constantFrom('11', '31', '44', '65', '81', '83'),
        fc.stringMatching(/^\d{4}$/),
        past,
        fc.stringMatching(/^\d{3}$/),
        fc.constantFrom(...'0123456789X'),
        (province, area, birth, sequence, last) => {
          const ymd = `${birth.getFullYear()}${String(birth.getMonth() + 1).padStart(2, '0')}${String(birth.getDate()).padStart(2, '0')}`;
          const first17 = province + area + ymd + sequence;
          expect(isIdCard(first17 + last)).toBe(last === referenceCheckChar(first17));
        },
      ),
      { numRuns: 2000 },
    );
  });
});
