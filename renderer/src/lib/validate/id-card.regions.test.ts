/**
 * The exact set of region prefixes the ID-card validator accepts (GB/T 2260 province-level codes,
 * 81/82/83 of the Hong Kong, Macao and Taiwan residence permits, 91 for the legacy overseas code),
 * checked over all 100 two-digit prefixes so that neither a missing nor an extra code goes unseen.
 */
import { describe, expect, it } from 'vitest';
import { idCardCheckChar, isIdCard } from './id-card';

const PROVINCES = {
  '11': '北京',
  '12': '天津',
  '13': '河北',
  '14': '山西',
  '15': '内蒙古',
  '21': '辽宁',
  '22': '吉林',
  '23': '黑龙江',
  '31': '上海',
  '32': '江苏',
  '33': '浙江',
  '34': '安徽',
  '35': '福建',
  '36': '江西',
  '37': '山东',
  '41': '河南',
  '42': '湖北',
  '43': '湖南',
  '44': '广东',
  '45': '广西',
  '46': '海南',
  '50': '重庆',
  '51': '四川',
  '52': '贵州',
  '53': '云南',
  '54': '西藏',
  '61': '陕西',
  '62': '甘肃',
  '63': '青海',
  '64': '宁夏',
  '65': '新疆',
  '71': '台湾',
  '81': '香港（居住证）',
  '82': '澳门（居住证）',
  '83': '台湾（居住证）',
  '91': '国外（旧）',
} as const;

/** A well-formed number for the prefix: fixed area, birth 1990-06-15, sequence 123, right check. */
function numberFor(prefix: string): string {
  const first17 = `${prefix}010519900615123`;
  return first17 + idCardCheckChar(first17);
}

describe('ID-card region prefixes', () => {
  it('accepts exactly the province-level codes and the residence-permit codes', () => {
    const accepted = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0')).filter(
      (prefix) => isIdCard(numberFor(prefix)),
    );
    expect(accepted).toEqual(Object.keys(PROVINCES).sort());
  });

  it.each(Object.entries(PROVINCES))('accepts a number from %s (%s)', (prefix) => {
    expect(isIdCard(numberFor(prefix))).toBe(true);
  });
});
