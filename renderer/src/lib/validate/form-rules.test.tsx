import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form, Input } from 'antd-mobile';
import { describe, expect, it } from 'vitest';
import { toFormRules } from './form-rules';

function PhoneForm({ onFinish }: { onFinish: (values: unknown) => void }) {
  return (
    <Form
      onFinish={onFinish}
      footer={
        <Button type="submit" color="primary">
          提交
        </Button>
      }
    >
      <Form.Item
        name="phone"
        label="手机号"
        rules={toFormRules([{ required: true }, { type: 'mobile' }])}
      >
        <Input placeholder="请输入手机号" />
      </Form.Item>
      <Form.Item
        name="repeat"
        label="确认手机号"
        rules={toFormRules([
          { validator: (v, values) => v === values.phone, message: '两次输入的手机号不一致' },
        ])}
      >
        <Input placeholder="请再次输入手机号" />
      </Form.Item>
    </Form>
  );
}

describe('toFormRules in an antd-mobile Form', () => {
  it('shows the required message and submits nothing', async () => {
    const submitted: unknown[] = [];
    render(<PhoneForm onFinish={(v) => submitted.push(v)} />);
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('必填项不能为空！')).toBeInTheDocument();
    expect(submitted).toEqual([]);
  });

  it('shows the type message and the cross-field message', async () => {
    render(<PhoneForm onFinish={() => undefined} />);
    await userEvent.type(screen.getByPlaceholderText('请输入手机号'), '12345');
    await userEvent.type(screen.getByPlaceholderText('请再次输入手机号'), '54321');
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('请输入正确手机号')).toBeInTheDocument();
    expect(await screen.findByText('两次输入的手机号不一致')).toBeInTheDocument();
  });

  it('submits valid values', async () => {
    const submitted: unknown[] = [];
    render(<PhoneForm onFinish={(v) => submitted.push(v)} />);
    await userEvent.type(screen.getByPlaceholderText('请输入手机号'), '13800138000');
    await userEvent.type(screen.getByPlaceholderText('请再次输入手机号'), '13800138000');
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    await expect.poll(() => submitted).toEqual([{ phone: '13800138000', repeat: '13800138000' }]);
    expect(screen.queryByText('必填项不能为空！')).not.toBeInTheDocument();
  });
});
