import { describe, expect, it } from 'vitest';
import { CITIES, findCity, periodOn } from '../data/cities';
import { insuranceFor } from './insurance';

const yuan = (v: number) => Math.round(v * 100);

describe('三险一金 from city and wage', () => {
  it('clamps the wage to the base floor and cap of the period in force', () => {
    const sz = findCity('深圳');
    const low = insuranceFor(sz, yuan(3000), { date: '2025-06-01' });
    expect(low.items.find((i) => i.key === 'pension')).toMatchObject({
      base: yuan(4492),
      amount: yuan(359.36),
    });
    expect(low.items.find((i) => i.key === 'housingFund')).toMatchObject({
      base: yuan(3000),
      amount: yuan(150),
    });
    const high = insuranceFor(sz, yuan(60000), { date: '2025-06-01' });
    expect(high.items.find((i) => i.key === 'pension')!.base).toBe(yuan(27501));
    expect(high.items.find((i) => i.key === 'housingFund')!.base).toBe(yuan(41190));
  });

  it('uses the right period: 北京 before and after 2025-07', () => {
    const bj = findCity('北京');
    expect(periodOn(bj.socialBase, '2025-06-30').floor).toBe(yuan(6821));
    expect(periodOn(bj.socialBase, '2025-07-01').floor).toBe(yuan(7162));
  });

  it('adds 北京 medical 3 元 and sums the items', () => {
    const r = insuranceFor(findCity('北京'), yuan(10000), { date: '2025-08-01' });
    expect(r.items.map((i) => i.amount)).toEqual([yuan(800), yuan(203), yuan(50), yuan(1200)]);
    expect(r.total).toBe(yuan(2253));
  });

  it('takes the chosen housing fund rate and charges nothing on no wage', () => {
    const r = insuranceFor(findCity('上海'), yuan(10000), {
      date: '2025-01-01',
      housingFundRate: 500,
    });
    expect(r.items.find((i) => i.key === 'housingFund')!.amount).toBe(yuan(500));
    expect(insuranceFor(findCity('上海'), 0).total).toBe(0);
  });

  it('lists every provincial capital plus 深圳 with data for severance and rent', () => {
    const names = CITIES.map((c) => c.name);
    for (const n of [
      '北京',
      '上海',
      '天津',
      '重庆',
      '深圳',
      '广州',
      '杭州',
      '南京',
      '成都',
      '拉萨',
      '乌鲁木齐',
      '呼和浩特',
      '海口',
    ]) {
      expect(names).toContain(n);
    }
    expect(new Set(names).size).toBe(names.length);
    for (const c of CITIES) {
      expect(c.averageAnnualWage.value).toBeGreaterThan(0);
      expect(c.socialBase[0]!.floor).toBeLessThan(c.socialBase[0]!.cap);
      expect(c.toBeConfirmed).toBe(true);
    }
    expect(findCity('不存在').name).toBe('深圳');
  });
});
