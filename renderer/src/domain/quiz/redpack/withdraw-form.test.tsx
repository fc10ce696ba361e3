import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WithdrawForm } from './withdraw-form';

// Typing through userEvent is slow on a busy machine: these tests type a whole form.
const TYPING_TIMEOUT = 20_000;

const fill = async (label: string, text: string) => {
  const box = screen.getByRole('textbox', { name: label });
  await userEvent.clear(box);
  await userEvent.type(box, text);
};

describe('WithdrawForm', () => {
  it(
    'shows the Chinese messages inline and sends nothing while a field is wrong',
    async () => {
      const onSubmit = vi.fn(async () => true);
      render(
        <WithdrawForm
          amount={{ kind: 'balance', balanceCents: 680 }}
          submitText="立即提现"
          onSubmit={onSubmit}
        />,
      );
      await userEvent.click(screen.getByRole('button', { name: '立即提现' }));
      expect(await screen.findByText('请填写收款账号')).toBeInTheDocument();
      expect(screen.getByText('请填写真实姓名')).toBeInTheDocument();
      expect(screen.getByText('请输入提现金额')).toBeInTheDocument();

      await userEvent.click(screen.getByText('支付宝'));
      await fill('收款账号', 'wxid_tax2026');
      await fill('真实姓名', 'Zhao');
      await fill('提现金额', '6.81');
      await userEvent.click(screen.getByRole('button', { name: '立即提现' }));
      expect(await screen.findByText('支付宝账号须为手机号或邮箱')).toBeInTheDocument();
      expect(screen.getByText('请输入正确的中文姓名')).toBeInTheDocument();
      expect(screen.getByText('可提现余额不足，当前余额6.80元')).toBeInTheDocument();
      await fill('提现金额', 'abc');
      await userEvent.click(screen.getByRole('button', { name: '立即提现' }));
      expect(await screen.findByText('请输入数字！')).toBeInTheDocument();
      expect(onSubmit).not.toHaveBeenCalled();

      // Put right, the same form goes through.
      await fill('收款账号', 'zhao.lei@example.com');
      await fill('真实姓名', '赵磊');
      await fill('提现金额', '6.8');
      await userEvent.click(screen.getByRole('button', { name: '立即提现' }));
      await waitFor(() =>
        expect(onSubmit).toHaveBeenCalledWith(
          { channel: 'alipay', account: 'zhao.lei@example.com', realName: '赵磊' },
          680,
          expect.stringMatching(/^wd-[0-9a-f]{24}$/),
        ),
      );
    },
    TYPING_TIMEOUT,
  );

  it(
    'sends the payee trimmed and the amount in cents, once for a double tap, then empties the form',
    async () => {
      let finish: (ok: boolean) => void = () => undefined;
      const onSubmit = vi.fn(() => new Promise<boolean>((resolve) => (finish = resolve)));
      render(
        <WithdrawForm
          amount={{ kind: 'balance', balanceCents: 680 }}
          submitText="立即提现"
          onSubmit={onSubmit}
        />,
      );
      await userEvent.click(screen.getByText('支付宝'));
      await fill('收款账号', ' zhao.lei@example.com ');
      await fill('真实姓名', '赵磊');
      await fill('提现金额', '1.5');
      const button = screen.getByRole('button', { name: '立即提现' });
      await userEvent.click(button);
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      await userEvent.click(button);
      expect(onSubmit).toHaveBeenCalledTimes(1);
      expect(onSubmit).toHaveBeenCalledWith(
        { channel: 'alipay', account: 'zhao.lei@example.com', realName: '赵磊' },
        150,
        expect.stringMatching(/^wd-[0-9a-f]{24}$/),
      );
      finish(true);
      await waitFor(() =>
        expect(screen.getByRole('textbox', { name: '收款账号' })).toHaveValue(''),
      );
      expect(screen.getByRole('textbox', { name: '提现金额' })).toHaveValue('');
    },
    TYPING_TIMEOUT,
  );

  it(
    'keeps what was typed when the withdrawal fails, and takes the fixed sum of a ranking reward',
    async () => {
      const onSubmit = vi.fn(async () => false);
      render(
        <WithdrawForm
          amount={{ kind: 'fixed', amountCents: 88_800 }}
          submitText="确认领取"
          onSubmit={onSubmit}
        />,
      );
      expect(screen.getByText('888.00 元')).toBeInTheDocument();
      expect(screen.queryByRole('textbox', { name: '提现金额' })).toBeNull();
      await fill('收款账号', 'wx_champion');
      await fill('真实姓名', '李明');
      await userEvent.click(screen.getByRole('button', { name: '确认领取' }));
      await waitFor(() =>
        expect(onSubmit).toHaveBeenCalledWith(
          { channel: 'wechat', account: 'wx_champion', realName: '李明' },
          88_800,
          expect.any(String),
        ),
      );
      await waitFor(() => expect(screen.getByRole('button', { name: '确认领取' })).toBeEnabled());
      expect(screen.getByRole('textbox', { name: '收款账号' })).toHaveValue('wx_champion');
      // The retry is the same withdrawal: it carries the same client key, so the server pays at most once.
      await userEvent.click(screen.getByRole('button', { name: '确认领取' }));
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
      const keys = (onSubmit.mock.calls as unknown as [unknown, number, string][]).map(
        (call) => call[2],
      );
      expect(keys[1]).toBe(keys[0]);
    },
    TYPING_TIMEOUT,
  );
});
