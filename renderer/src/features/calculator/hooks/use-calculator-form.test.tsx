import { beforeEach, describe, expect, it } from 'vitest';
import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { decodeForm, awardsRecoupFormSchema, awardsServiceFormSchema } from '../lib/form-codec';
import { renderRoute } from '../test/render-route';

configure({ asyncUtilTimeout: 15_000 });

const field = (label: string) => screen.getByRole('textbox', { name: label });

// The forms of the modes the page tests do not fill: the shared hook's check, memory and submit.
describe('useCalculatorForm through the mode forms', { timeout: 30_000 }, () => {
  beforeEach(() => sessionStorage.clear());

  it('opens the service result with the income in cents, and remembers it', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/calculator?mode=awards-service');
    await user.type(await screen.findByRole('textbox', { name: '劳务报酬（元）' }), '2000');
    await user.click(screen.getByRole('button', { name: '开始计算' }));
    expect((await screen.findByText('应纳税额')).closest('.calc-row')).toHaveTextContent('240.00');
    const param = router.state.location.pathname.replace('/calculator/awards/service/', '');
    expect(decodeForm(awardsServiceFormSchema, param)).toEqual({ v: 1, income: 200_000 });
    expect(JSON.parse(sessionStorage.getItem('calculator:form:awards-service') ?? '')).toEqual({
      income: '2000',
    });
  });

  it('keeps a failed submit on the form and focuses the first invalid field', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/calculator?mode=awards-recoup');
    await user.click(await screen.findByRole('button', { name: '开始计算' }));
    expect(await screen.findByText('必填项不能为空！')).toBeInTheDocument();
    expect(field('补偿金（元）')).toHaveFocus();
    expect(router.state.location.pathname).toBe('/calculator');
    await user.type(field('补偿金（元）'), '500000');
    await user.click(screen.getByRole('button', { name: '开始计算' }));
    await screen.findByText('免税额（3倍）');
    const param = router.state.location.pathname.replace('/calculator/awards/recoup/', '');
    expect(decodeForm(awardsRecoupFormSchema, param)).toMatchObject({
      city: '深圳',
      compensation: 50_000_000,
      insurancePaid: 0,
    });
  });
});
