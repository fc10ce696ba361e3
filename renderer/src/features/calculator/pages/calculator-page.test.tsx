import { describe, expect, it } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@/stores/session-store';
import { renderRoute } from '../test/render-route';

configure({ asyncUtilTimeout: 15_000 });

const field = (label: string) => screen.getByRole('textbox', { name: label });

// Page chunks load lazily and the machine is shared: generous limits, no timing asserted.
describe('/calculator', { timeout: 30_000 }, () => {
  it('offers the five modes', async () => {
    renderRoute('/calculator');
    for (const tab of ['工资薪金', '综合所得', '年终奖', '劳务报酬', '离职补偿']) {
      expect(await screen.findByRole('tab', { name: tab })).toBeInTheDocument();
    }
  });

  it('validates the monthly form with the spec messages', async () => {
    const user = userEvent.setup();
    renderRoute('/calculator');
    await user.click(await screen.findByRole('button', { name: '开始计算' }));
    expect(await screen.findByText('必填项不能为空！')).toBeInTheDocument();
    await user.type(field('税前月薪（元）'), 'abc');
    expect(await screen.findByText('请输入数字！')).toBeInTheDocument();
    await user.clear(field('税前月薪（元）'));
    await user.type(field('税前月薪（元）'), '100.123');
    expect(await screen.findByText('金额最多保留两位小数')).toBeInTheDocument();
  });

  it('reads a full-width keyboard and reports one problem at a time', async () => {
    const user = userEvent.setup();
    renderRoute('/calculator');
    await screen.findByRole('button', { name: '开始计算' });
    expect(screen.getByText(/填写税前月薪后按深圳缴费比例自动计算/)).toBeInTheDocument();
    await user.type(field('税前月薪（元）'), 'abc');
    await user.click(screen.getByRole('button', { name: '开始计算' }));
    expect(await screen.findByText('请输入数字！')).toBeInTheDocument();
    expect(screen.queryByText('金额最多保留两位小数')).not.toBeInTheDocument();
    await user.clear(field('税前月薪（元）'));
    await user.type(field('税前月薪（元）'), '１０，０００');
    expect(field('税前月薪（元）')).toHaveValue('10,000');
    // 深圳 at 10,000: 8% + 2% + 0.3% + housing fund 5% = 1,530.00, each item in 元.
    expect(field('三险一金（元/月）')).toHaveValue('1530');
    expect(screen.getByText(/养老保险800\.00元/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '开始计算' }));
    const row = (await screen.findByText('应纳税所得额')).closest('.calc-row');
    // 10,000 − 5,000 − 1,530 = 3,470 at 3%.
    expect(row).toHaveTextContent('3,470.00');
    expect(screen.getByText('减除费用').closest('.calc-row')).toHaveTextContent('5,000.00');
    expect(screen.getByText('应纳税额').closest('.calc-row')).toHaveTextContent('104.10');
    expect(screen.getByText('全年预扣税额').closest('.calc-row')).toHaveTextContent('1,644.00');
  });

  it('fills 三险一金 from the city, lets the user override it, and shows the 61号 months', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/calculator');
    await screen.findByRole('button', { name: '开始计算' });
    await user.type(field('税前月薪（元）'), '30000');
    // 深圳: 8% + 2% + 0.3% of the capped base 27,501 (2,200.08 + 550.02 + 82.50), housing fund 5% of 30,000.
    expect(field('三险一金（元/月）')).toHaveValue('4332.60');
    await user.clear(field('三险一金（元/月）'));
    await user.type(field('三险一金（元/月）'), '4500');
    await user.type(field('专项附加扣除（元/月）'), '2000');
    await user.click(screen.getByRole('button', { name: '开始计算' }));
    await screen.findByText('各月预扣税额（累计预扣法，年内不退税）');
    expect(router.state.location.pathname).toMatch(/^\/calculator\/wage\/month\/[A-Za-z0-9_-]+$/);
    expect(screen.getByText('3月').closest('li')).toHaveTextContent('1,850.00 元');
  });

  it('says the typed 三险一金 is used once the user overrides it, and 按深圳重算 goes back', async () => {
    const user = userEvent.setup();
    renderRoute('/calculator');
    await screen.findByRole('button', { name: '开始计算' });
    await user.type(field('税前月薪（元）'), '30000');
    expect(screen.getByText(/^按深圳计算：养老保险/)).toBeInTheDocument();
    await user.clear(field('三险一金（元/月）'));
    await user.type(field('三险一金（元/月）'), '4500');
    expect(screen.queryByText(/按深圳计算/)).not.toBeInTheDocument();
    expect(field('三险一金（元/月）')).toHaveAccessibleDescription(
      /按填写的金额计算，不再按深圳缴费基数和比例估算/,
    );
    await user.click(screen.getByRole('button', { name: '按深圳重算' }));
    expect(field('三险一金（元/月）')).toHaveValue('4332.60');
    expect(screen.getByText(/^按深圳计算：养老保险/)).toBeInTheDocument();
  });

  it('takes a deduction that starts mid-year with its earlier months into the result', async () => {
    const user = userEvent.setup();
    renderRoute('/calculator');
    await screen.findByRole('button', { name: '开始计算' });
    await user.type(field('税前月薪（元）'), '10000');
    await user.clear(field('三险一金（元/月）'));
    await user.type(field('三险一金（元/月）'), '0');
    await user.click(screen.getByRole('button', { name: '添加年度中间开始的扣除' }));
    await user.click(screen.getByRole('button', { name: '开始计算' }));
    expect(await screen.findByText('必填项不能为空！')).toBeInTheDocument();
    expect(field('第1项 每月金额（元）')).toHaveFocus();
    await user.type(field('第1项 每月金额（元）'), '2000');
    await user.selectOptions(screen.getByRole('combobox', { name: '第1项 开始扣除月份' }), '6月');
    await user.click(screen.getByRole('switch', { name: '第1项 补扣本年以前月份' }));
    await user.selectOptions(screen.getByRole('combobox', { name: '第1项 补扣起始月份' }), '3月');
    await user.click(screen.getByRole('button', { name: '开始计算' }));
    await screen.findByText('各月预扣税额（累计预扣法，年内不退税）');
    expect(screen.getByText('6月').closest('li')).toHaveTextContent('本月专项附加扣除 8,000.00');
    expect(
      screen.getByText('6月').closest('li')?.querySelector('.calc-month__tax'),
    ).toHaveTextContent(/^0\.00 元$/);
    expect(screen.getByText('全年预扣税额').closest('.calc-row')).toHaveTextContent('1,480.00');
  });

  it('carries a different wage for one month into the result', async () => {
    const user = userEvent.setup();
    renderRoute('/calculator');
    await screen.findByRole('button', { name: '开始计算' });
    await user.type(field('税前月薪（元）'), '30000');
    await user.clear(field('三险一金（元/月）'));
    await user.type(field('三险一金（元/月）'), '4500');
    await user.type(field('专项附加扣除（元/月）'), '2000');
    await user.click(screen.getByRole('switch', { name: '各月工资不同' }));
    await screen.findByText('2月工资（元）');
    await user.type(field('2月工资（元）'), '0');
    await user.click(screen.getByRole('button', { name: '开始计算' }));
    await screen.findByText('各月预扣税额（累计预扣法，年内不退税）');
    expect(
      screen.getByText('2月').closest('li')?.querySelector('.calc-month__tax'),
    ).toHaveTextContent(/^0\.00 元$/);
    expect(screen.getByText('3月').closest('li')).toHaveTextContent('210.00 元');
  });

  it("estimates the year's 三险一金 from the city on the annual form", async () => {
    const user = userEvent.setup();
    renderRoute('/calculator?mode=wage-year');
    await screen.findByRole('button', { name: '开始计算' });
    await user.type(field('工资薪金（元）'), '360000');
    // 12 × 深圳's monthly 4,332.60 on a 30,000 wage.
    expect(field('三险一金（元）')).toHaveValue('51991.20');
  });

  it('saves the chosen deductions into the session store', async () => {
    const user = userEvent.setup();
    renderRoute('/calculator');
    await user.click(await screen.findByRole('button', { name: '选择' }));
    const dialog = await screen.findByRole('dialog', { name: /^专项附加扣除/ });
    await user.click(within(dialog).getByRole('radio', { name: /住房租金/ }));
    await user.click(within(dialog).getByRole('radio', { name: '独生子女 3,000元/月' }));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    const state = useSessionStore.getState();
    expect(state.annexMoney).toBe(4500);
    expect(state.totalAnnexMoney).toBe(54000);
    expect(state.selectItem).toEqual(['rent', 'elderly:only']);
    expect(field('专项附加扣除（元/月）')).toHaveValue('4500');
  });
});

describe('/city', { timeout: 30_000 }, () => {
  it('searches by name or pinyin and saves the choice', async () => {
    const user = userEvent.setup();
    renderRoute('/city');
    expect(await screen.findByText('当前城市：深圳')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: '搜索城市' }), 'hang');
    await user.click(await screen.findByRole('button', { name: /^杭州/ }));
    expect(useSessionStore.getState().city).toBe('杭州');
  });
});
