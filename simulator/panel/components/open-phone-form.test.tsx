import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FakeHost } from '../fake-host';
import { PanelApp } from '../panel-app';

async function renderPanel(host = new FakeHost()) {
  const user = userEvent.setup();
  render(<PanelApp host={host} copy={vi.fn(async () => undefined)} />);
  await screen.findByRole('heading', { name: '手机模拟器控制台' });
  return { host, user, form: screen.getByRole('form', { name: '打开手机' }) };
}

const TABLE = '{ "getUserInfo": { "answer": { "name": "小王" } } }';

describe('打开手机: the bridge of a new phone', () => {
  it("opens a phone on another app's bridge with a pasted handler table and names it in its card", async () => {
    const { host, user, form } = await renderPanel();
    const picker = within(form).getByLabelText('桥接协议');
    expect(picker).toHaveDisplayValue('本应用（taxBridge）');
    // The table is only for other apps' bridges.
    expect(within(form).queryByText('方法应答表（可选）')).toBeNull();
    await user.click(within(form).getByLabelText('手机浏览器'));
    await user.selectOptions(picker, 'dsbridge');
    // DSBridge lives in an app's web view: the mode follows.
    expect(within(form).getByLabelText('App 内（原生桥接）')).toBeChecked();
    await user.click(within(form).getByText('方法应答表（可选）'));
    await user.click(within(form).getByLabelText(/方法应答表 JSON/));
    await user.paste(TABLE);
    const url = within(form).getByLabelText('起始地址（可带查询参数）');
    await user.clear(url);
    await user.type(url, 'https://h5.other-app.example/');
    await user.click(within(form).getByRole('button', { name: '打开' }));
    expect(host.openPhone).toHaveBeenCalledWith({
      deviceId: 'iphone-15',
      mode: 'app',
      url: 'https://h5.other-app.example/',
      bridge: 'dsbridge',
      handlers: { getUserInfo: { answer: { name: '小王' } } },
    });
    expect(
      await screen.findByRole('region', { name: 'iPhone 15 App 内 · DSBridge' }),
    ).toBeInTheDocument();
    expect(within(form).getByRole('status')).toHaveTextContent('已打开 iPhone 15（DSBridge）');
  });

  it('names the method and field of a malformed table and opens nothing', async () => {
    const { host, user, form } = await renderPanel();
    await user.selectOptions(within(form).getByLabelText('桥接协议'), 'wechat-sdk');
    expect(within(form).getByLabelText('手机浏览器')).toBeChecked();
    await user.click(within(form).getByText('方法应答表（可选）'));
    await user.click(within(form).getByLabelText(/方法应答表 JSON/));
    await user.paste('{ "chooseImage": { "answer": 1, "error": "x" } }');
    await user.click(within(form).getByRole('button', { name: '打开' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      /方法应答表中的「chooseImage」只能有 answer、error、sheet、unanswered 其中一个/,
    );
    expect(host.openPhone).not.toHaveBeenCalled();
  });

  it("has no picker where the host has no other apps' bridges (Electron)", async () => {
    const host = new FakeHost();
    const state = await host.getState();
    host.getState.mockImplementation(async () => ({
      ...state,
      kind: 'electron',
      capabilities: { ...state.capabilities, foreignBridges: false },
    }));
    const { form } = await renderPanel(host);
    expect(within(form).queryByLabelText('桥接协议')).toBeNull();
  });
});
