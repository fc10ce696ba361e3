import { describe, expect, it, vi } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { encodeForm } from '../lib/form-codec';
import { renderRoute } from '../test/render-route';

// Each page is its own lazy chunk: the first render of each waits for its import.
configure({ asyncUtilTimeout: 15_000 });

const official = encodeForm({ v: 1, city: '深圳', wage: 3_000_000, insurance: 450_000, annex: 200_000, annexForYear: 0, other: 0, startMonth: 1, firstJob: false });

describe('calculator result pages', { timeout: 30_000 }, () => {
  it('shows the 61号 months on the wage/month result read from the URL', async () => {
    renderRoute(`/calculator/wage/month/${official}`);
    const months = await screen.findByText('各月预扣税额（累计预扣法，年内不退税）');
    const list = months.closest('.adm-list') as HTMLElement;
    expect(within(list).getByText('1月').closest('.adm-list-item')).toHaveTextContent('555.00 元');
    expect(within(list).getByText('2月').closest('.adm-list-item')).toHaveTextContent('625.00 元');
    expect(within(list).getByText('3月').closest('.adm-list-item')).toHaveTextContent('1,850.00 元');
    expect(screen.getByText('全年应纳税额').closest('.adm-list-item')).toHaveTextContent('27,480.00');
    expect(screen.getByRole('img', { name: /全年收入去向/ })).toBeInTheDocument();
  });

  it('shares a link that carries the inputs', async () => {
    const writeText = vi.fn(async (_text: string) => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderRoute(`/calculator/wage/month/${official}`);
    await userEvent.click(await screen.findByRole('button', { name: '分享' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/app/calculator/wage/month/${official}`);
  });

  it('withholds nothing in a zero month and never refunds during the year', async () => {
    const byMonth = [null, 0, null, null, null, null, null, null, null, null, null, null];
    renderRoute(`/calculator/wage/month/${encodeForm({ v: 1, city: '深圳', wage: 3_000_000, insurance: 450_000, annex: 200_000, annexForYear: 0, other: 0, startMonth: 1, firstJob: false, byMonth })}`);
    const months = await screen.findByText('各月预扣税额（累计预扣法，年内不退税）');
    const list = months.closest('.adm-list') as HTMLElement;
    expect(within(list).getByText('2月').closest('.adm-list-item')?.querySelector('.adm-list-item-content-extra')).toHaveTextContent(/^0\.00 元$/);
    expect(within(list).getByText('3月').closest('.adm-list-item')).toHaveTextContent('210.00 元');
  });

  it('lists all twelve months with every column on the detail list', async () => {
    renderRoute(`/calculator/detail/list/${official}`);
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toContain('累计专项附加扣除');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(1 + 12 + 1);
    expect(rows[3]).toHaveTextContent('3月');
    expect(rows[3]).toHaveTextContent('55,500.00');
    expect(rows[3]).toHaveTextContent('1,850.00');
    expect(rows[13]).toHaveTextContent('27,480.00');
  });

  it('shows the bonus cliff and the quick figures', async () => {
    renderRoute(`/calculator/awards/year/${encodeForm({ v: 1, bonus: 3_700_000, insurance: 0, annex: 0 })}`);
    expect(await screen.findByRole('status')).toHaveTextContent('36,000.00 < 奖金 ≤ 38,566.67');
    expect(screen.getByText('应纳税额').closest('.adm-list-item')).toHaveTextContent('3,490.00');
  });

  it('taxes labour of 2000 at 240.00 and severance above 3 × average wage', async () => {
    renderRoute(`/calculator/awards/service/${encodeForm({ v: 1, income: 200_000 })}`);
    expect((await screen.findByText('应纳税额')).closest('.adm-list-item')).toHaveTextContent('240.00');
  });

  it('answers a top-up within 400 as exempt from filing', async () => {
    renderRoute(
      `/calculator/wage/year/${encodeForm({ v: 1, wages: 36_000_000, labour: 0, author: 0, royalty: 0, special: 5_400_000, annex: 2_400_000, other: 0, pension: 0, prepaid: 2_710_000 })}`,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('补税金额不超过400元，无需办理年度汇算');
    expect(screen.getByText('应补税额（元）')).toBeInTheDocument();
  });

  it('says so when the :form param cannot be read', async () => {
    renderRoute('/calculator/awards/recoup/garbage');
    expect(await screen.findByText('计算参数无效')).toBeInTheDocument();
  });
});
