import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { WonPrize } from '@/contracts/api/exam';
import { PrizeRecipientForm } from './prize-recipient-form';
import { WonPrizeList } from './won-prize-list';

// No region data package: the region is typed (the picker itself is tested in components/region).
vi.mock('@/components/region/region-source', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  loadRegions: async () => null,
}));

describe('the goods prize recipient form', () => {
  it('says what is missing under each field, then sends the trimmed recipient once', async () => {
    let finish: () => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    render(<PrizeRecipientForm drawId={12} onSubmit={onSubmit} />);
    const submit = screen.getByRole('button', { name: '提交收货信息' });
    await user.type(await screen.findByRole('textbox', { name: '省份' }), '广东省');
    await user.click(submit);
    expect(screen.getByRole('textbox', { name: '收货人' })).toHaveAccessibleDescription(
      '请填写收货人姓名',
    );
    expect(screen.getByRole('textbox', { name: '收货人' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: '城市' })).toHaveAccessibleDescription('请填写城市');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: '收货人' }), ' 王芳 ');
    await user.type(screen.getByRole('textbox', { name: '手机号' }), '12345678901');
    await user.type(screen.getByRole('textbox', { name: '城市' }), '深圳市');
    await user.type(screen.getByRole('textbox', { name: '区县' }), '福田区');
    await user.type(screen.getByRole('textbox', { name: '详细地址' }), '福华一路88号2栋1801');
    await user.click(submit);
    expect(screen.getByRole('textbox', { name: '手机号' })).toHaveAccessibleDescription(
      '请输入正确手机号',
    );

    await user.clear(screen.getByRole('textbox', { name: '手机号' }));
    await user.type(screen.getByRole('textbox', { name: '手机号' }), '13912345678');
    await user.click(submit);
    expect(onSubmit).toHaveBeenCalledWith({
      drawId: 12,
      name: '王芳',
      phone: '13912345678',
      province: '广东省',
      city: '深圳市',
      district: '福田区',
      detail: '福华一路88号2栋1801',
    });
    // Pending: the button is disabled, so a second tap sends nothing.
    expect(screen.getByRole('button', { name: '提交中…' })).toBeDisabled();
    finish();
    expect(await screen.findByRole('button', { name: '提交收货信息' })).toBeEnabled();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});

const prize = (p: Partial<WonPrize>): WonPrize => ({
  drawId: 1,
  prizeId: 8,
  prizeName: '定制保温杯',
  kind: 'goods',
  image: '/p.svg',
  wonAt: Date.UTC(2026, 5, 1),
  state: 'needs_recipient',
  stateText: '待填写收货信息',
  recipient: null,
  express: null,
  ...p,
});

describe('my won prizes', () => {
  it('shows each state in the server’s words, and the way to give a recipient only where one is due', () => {
    const recipient = {
      name: '王芳',
      phoneMasked: '139****5678',
      province: '广东省',
      city: '深圳市',
      district: '福田区',
      detail: '福华一路88号',
      submittedAt: 1,
    };
    render(
      <MemoryRouter>
        <WonPrizeList
          examId={5}
          prizes={[
            prize({ drawId: 3 }),
            prize({ drawId: 2, state: 'to_ship', stateText: '待发货', recipient }),
            prize({
              drawId: 1,
              state: 'shipped',
              stateText: '已发货',
              recipient,
              express: { company: '顺丰速运', trackingNo: 'SF1', shippedAt: 2 },
            }),
            prize({
              drawId: 4,
              kind: 'redpack',
              prizeName: '8.88元红包',
              state: 'granted',
              stateText: '已发放',
            }),
          ]}
        />
      </MemoryRouter>,
    );
    const items = within(screen.getByRole('list', { name: '我的奖品' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringContaining('待填写收货信息'),
      expect.stringContaining('待发货'),
      expect.stringContaining('已发货'),
      expect.stringContaining('已发放'),
    ]);
    expect(items[1]).toHaveTextContent('王芳 139****5678');
    expect(items[2]).toHaveTextContent('顺丰速运 运单号 SF1');
    const links = screen.getAllByRole('link', { name: /^填写收货信息/ });
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', '/exam/prize/recipient?examId=5&drawId=3');
  });

  it('says so when nothing was won', () => {
    render(
      <MemoryRouter>
        <WonPrizeList examId={5} prizes={[]} />
      </MemoryRouter>,
    );
    expect(screen.getByText('还没有中奖记录')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去抽奖' })).toHaveAttribute(
      'href',
      '/exam/lottery?examId=5',
    );
  });
});
