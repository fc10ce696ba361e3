import { describe, expect, it, vi } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { encodeForm } from '../lib/form-codec';
import { renderRoute } from '../test/render-route';

// The result page is a lazy chunk: the first render waits for its import.
configure({ asyncUtilTimeout: 15_000 });

const official = encodeForm({
  v: 1,
  city: '深圳',
  wage: 3_000_000,
  insurance: 450_000,
  annex: 200_000,
  annexForYear: 0,
  other: 0,
  startMonth: 1,
  firstJob: false,
});

describe('calculator result page, every mode', { timeout: 30_000 }, () => {
  it('shows the 61号 months on the wage/month result read from the URL', async () => {
    renderRoute(`/calculator/wage/month/${official}`);
    const months = await screen.findByText('各月预扣税额（累计预扣法，年内不退税）');
    const list = months.closest('section') as HTMLElement;
    expect(within(list).getByText('1月').closest('.calc-row, li')).toHaveTextContent('555.00 元');
    expect(within(list).getByText('2月').closest('.calc-row, li')).toHaveTextContent('625.00 元');
    expect(within(list).getByText('3月').closest('.calc-row, li')).toHaveTextContent('1,850.00 元');
    expect(screen.getByText('全年预扣税额').closest('.calc-row, li')).toHaveTextContent(
      '27,480.00',
    );
    expect(screen.getByRole('img', { name: /全年收入去向/ })).toBeInTheDocument();
  });

  it('shares a link that carries the inputs', async () => {
    const writeText = vi.fn(async (_text: string) => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderRoute(`/calculator/wage/month/${official}`);
    await userEvent.click(await screen.findByRole('button', { name: '分享' }));
    expect(writeText).toHaveBeenCalledWith(
      `${window.location.origin}/app/calculator/wage/month/${official}`,
    );
  });

  it('withholds nothing in a zero month and never refunds during the year', async () => {
    const byMonth = [null, 0, null, null, null, null, null, null, null, null, null, null];
    renderRoute(
      `/calculator/wage/month/${encodeForm({ v: 1, city: '深圳', wage: 3_000_000, insurance: 450_000, annex: 200_000, annexForYear: 0, other: 0, startMonth: 1, firstJob: false, byMonth })}`,
    );
    const months = await screen.findByText('各月预扣税额（累计预扣法，年内不退税）');
    const list = months.closest('section') as HTMLElement;
    expect(
      within(list).getByText('2月').closest('.calc-row, li')?.querySelector('.calc-month__tax'),
    ).toHaveTextContent(/^0\.00 元$/);
    expect(within(list).getByText('3月').closest('.calc-row, li')).toHaveTextContent('210.00 元');
  });

  it('lists all twelve months with every column on the detail list', async () => {
    renderRoute(`/calculator/detail/list/${official}`);
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toContain('累计专项附加扣除');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(1 + 12 + 1);
    expect(rows[3]).toHaveTextContent('3月');
    expect(rows[3]).toHaveTextContent('55,500.00');
    expect(rows[3]).toHaveTextContent('1,850.00');
    expect(rows[13]).toHaveTextContent('27,480.00');
  });

  it('keeps 月份 as the row header and puts 本月税额 and 税后收入 before the cumulative columns', async () => {
    renderRoute(`/calculator/detail/list/${official}`);
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers.slice(0, 4)).toEqual(['月份', '税前收入', '本月税额', '税后收入']);
    expect(headers).toHaveLength(15);
    const march = within(table)
      .getByRole('rowheader', { name: '3月' })
      .closest('tr') as HTMLElement;
    // 3月: 30,000 − 4,500 − 1,850 withheld.
    expect(
      within(march)
        .getAllByRole('cell')
        .slice(0, 3)
        .map((c) => c.textContent),
    ).toEqual(['30,000.00', '1,850.00', '23,650.00']);
    const total = within(table)
      .getByRole('rowheader', { name: '合计' })
      .closest('tr') as HTMLElement;
    expect(
      within(total)
        .getAllByRole('cell')
        .slice(0, 3)
        .map((c) => c.textContent),
    ).toEqual(['360,000.00', '27,480.00', '278,520.00']);
  });

  it("explains a refund at 汇算 when a late month without pay lowers the year's tax", async () => {
    const byMonth = [null, null, null, null, null, null, null, null, null, null, null, 0];
    renderRoute(
      `/calculator/wage/month/${encodeForm({ v: 1, city: '深圳', wage: 3_000_000, insurance: 450_000, annex: 200_000, annexForYear: 0, other: 0, startMonth: 1, firstJob: false, byMonth })}`,
    );
    // Through November 11 × 18,500 = 203,500 → 23,780.00 withheld; December's cumulative 192,000 → 21,480.00.
    expect((await screen.findByText('全年预扣税额')).closest('.calc-row, li')).toHaveTextContent(
      '23,780.00',
    );
    expect(screen.getByText('按全年计算应纳税额').closest('.calc-row, li')).toHaveTextContent(
      '21,480.00',
    );
    expect(screen.getByText('年度汇算可申请退税').closest('.calc-row, li')).toHaveTextContent(
      '2,300.00',
    );
  });

  it('shows the bonus cliff and the quick figures', async () => {
    renderRoute(
      `/calculator/awards/year/${encodeForm({ v: 1, bonus: 3_700_000, insurance: 0, annex: 0 })}`,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('36,000.00 < 奖金 ≤ 38,566.67');
    expect(screen.getByText('应纳税额').closest('.calc-row, li')).toHaveTextContent('3,490.00');
  });

  it('taxes labour of 2000 at 240.00', async () => {
    renderRoute(`/calculator/awards/service/${encodeForm({ v: 1, income: 200_000 })}`);
    expect((await screen.findByText('应纳税额')).closest('.calc-row, li')).toHaveTextContent(
      '240.00',
    );
  });

  it('taxes only the severance above 3 × the local average wage, on the annual table', async () => {
    // 深圳's 164,760 (to be confirmed): 500,000 − 494,280 = 5,720 at 3% = 171.60.
    renderRoute(
      `/calculator/awards/recoup/${encodeForm({ v: 1, city: '深圳', compensation: 50_000_000, averageWage: 16_476_000, insurancePaid: 0 })}`,
    );
    expect((await screen.findByText('免税额（3倍）')).closest('.calc-row, li')).toHaveTextContent(
      '494,280.00',
    );
    expect(screen.getByText('应纳税所得额').closest('.calc-row, li')).toHaveTextContent('5,720.00');
    expect(screen.getByText('应纳税额').closest('.calc-row, li')).toHaveTextContent('171.60');
  });

  it('taxes a bonus of 144,000 at 10% less 210 and lists the cliffs in words', async () => {
    renderRoute(
      `/calculator/awards/year/${encodeForm({ v: 1, bonus: 14_400_000, insurance: 0, annex: 0 })}`,
    );
    expect((await screen.findByText('应纳税额')).closest('.calc-row, li')).toHaveTextContent(
      '14,190.00',
    );
    const cliff = screen.getByText('奖金 ≤ 38,566.67').closest('.calc-row, li');
    expect(cliff).toHaveTextContent('36,000.00 < 奖金 ≤ 38,566.67');
    expect(cliff).toHaveTextContent('税后不超过发 36,000.00 元时的 34,920.00 元');
  });

  it('answers a top-up within 400 as exempt from filing', async () => {
    renderRoute(
      `/calculator/wage/year/${encodeForm({ v: 1, wages: 36_000_000, labour: 0, author: 0, royalty: 0, special: 5_400_000, annex: 2_400_000, other: 0, pension: 0, prepaid: 2_710_000 })}`,
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      '补税金额不超过400元，无需办理年度汇算',
    );
    expect(screen.getByText('应补税额（元）')).toBeInTheDocument();
  });

  it('shows a deduction claimed back in June: June and July withhold 0 because the cumulative tax fell', async () => {
    const form = {
      v: 1 as const,
      city: '深圳',
      wage: 1_000_000,
      insurance: 0,
      annex: 0,
      annexForYear: 0,
      other: 0,
      startMonth: 1 as const,
      firstJob: false,
      annexClaims: [{ monthly: 200_000, startMonth: 6 as const, earlierFrom: 3 as const }],
    };
    renderRoute(`/calculator/wage/month/${encodeForm(form)}`);
    const months = await screen.findByText('各月预扣税额（累计预扣法，年内不退税）');
    const list = months.closest('section') as HTMLElement;
    const june = list.querySelector('[data-month="6"]') as HTMLElement;
    expect(june.querySelector('.calc-month__tax')).toHaveTextContent(/^0\.00 元$/);
    expect(june).toHaveTextContent('本月专项附加扣除 8,000.00');
    expect(june).toHaveTextContent('累计应纳税额 660.00 低于已预扣 750.00，本月不预扣');
    expect(list.querySelector('[data-month="7"] .calc-month__tax')).toHaveTextContent(/^0\.00 元$/);
    expect(list.querySelector('[data-month="8"] .calc-month__tax')).toHaveTextContent(
      /^90\.00 元$/,
    );
    expect(screen.getByText(/2,000\.00元\/月，6月起（补扣3-5月）/)).toBeInTheDocument();
    expect(screen.getByText('全年预扣税额').closest('.calc-row')).toHaveTextContent('1,480.00');
  });

  it('says so when the :form param cannot be read', async () => {
    renderRoute('/calculator/awards/recoup/garbage');
    expect(await screen.findByText('计算参数无效')).toBeInTheDocument();
  });
});
