import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakeHost, phoneSummary } from './fake-host';
import { PhoneChrome } from './phone-chrome';
import type { PhoneSummary } from '../host-contract';
import { getDevice } from '../devices';
import { frameLayout } from '../devices/frame-layout';

async function renderChrome(phone: Partial<PhoneSummary>) {
  const host = new FakeHost();
  host.phones = [phoneSummary(phone)];
  const user = userEvent.setup();
  render(<PhoneChrome host={host} phoneId="phone-1" />);
  return { host, user };
}

describe('phone native chrome', () => {
  it("shows the bridge's title in the app's title bar, with back and close", async () => {
    const { host, user } = await renderChrome({ title: '个税计算器' });
    expect(await screen.findByRole('heading', { name: '个税计算器' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '返回' }));
    expect(host.back).toHaveBeenCalledWith('phone-1');
    await user.click(screen.getByRole('button', { name: '关闭' }));
    expect(host.closePage).toHaveBeenCalledWith('phone-1');
    expect(host.closePhone).not.toHaveBeenCalled();
  });

  it("shows the browser's address bar in browser mode", async () => {
    const { host, user } = await renderChrome({
      mode: 'browser',
      url: 'http://127.0.0.1:4800/app/news/monthly',
    });
    expect(await screen.findByText('127.0.0.1:4800')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '返回' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '刷新' }));
    expect(host.reload).toHaveBeenCalledWith('phone-1');
  });

  it("draws the parts the framed phone draws, at the profile's layout (status bar, island, title or address bar)", async () => {
    const { unmount } = render(
      <PhoneChrome
        host={Object.assign(new FakeHost(), { phones: [phoneSummary({})] })}
        phoneId="phone-1"
      />,
    );
    const layout = frameLayout(getDevice('iphone-15'), 'app');
    const bar = await screen.findByRole('heading', { name: '首页' });
    expect(document.querySelector<HTMLElement>('.status-bar')?.style.height).toBe(
      `${layout.statusBar}px`,
    );
    expect(document.querySelector('.status-bar .island')).not.toBeNull();
    expect(bar.parentElement?.style.height).toBe(`${layout.topBarHeight}px`);
    unmount();
    await renderChrome({ mode: 'browser', deviceId: 'xiaomi-14', platform: 'android' });
    const android = frameLayout(getDevice('xiaomi-14'), 'browser');
    expect((await screen.findByText('127.0.0.1:4800')).parentElement?.style.height).toBe(
      `${android.topBarHeight}px`,
    );
    expect(document.querySelector('.status-bar .island, .status-bar .notch')).toBeNull();
  });

  it('shows the network preset in the status bar', async () => {
    await renderChrome({ network: 'offline' });
    expect(await screen.findByText(/无服务/)).toBeInTheDocument();
  });

  it('draws the native login sheet and only signs in with a valid number', async () => {
    const { host, user } = await renderChrome({ sheet: { kind: 'login' } });
    const sheet = await screen.findByRole('dialog', { name: '登录' });
    const input = within(sheet).getByLabelText('手机号');
    await user.clear(input);
    await user.type(input, '2380013800');
    expect(within(sheet).getByText('请输入正确手机号')).toBeInTheDocument();
    expect(within(sheet).getByRole('button', { name: '登录' })).toBeDisabled();
    await user.clear(input);
    await user.type(input, '13912345678');
    await user.click(within(sheet).getByRole('button', { name: '登录' }));
    expect(host.answerLoginSheet).toHaveBeenCalledWith('phone-1', {
      action: 'succeed',
      phone: '13912345678',
    });
    await user.click(within(sheet).getByRole('button', { name: '取消' }));
    expect(host.answerLoginSheet).toHaveBeenLastCalledWith('phone-1', { action: 'cancel' });
  });

  it('draws the native share sheet with the payload title and answers the channel', async () => {
    const { host, user } = await renderChrome({
      sheet: {
        kind: 'share',
        payload: {
          sharePath: '/app/live/detail/7',
          shareTitle: '个税汇算直播课',
          shareSubtitle: '',
        },
      },
    });
    const sheet = await screen.findByRole('dialog', { name: '分享' });
    expect(sheet).toHaveTextContent('个税汇算直播课');
    await user.click(within(sheet).getByRole('button', { name: '微信好友' }));
    expect(host.answerShareSheet).toHaveBeenCalledWith('phone-1', 'wechat');
  });

  it('covers a closed page until QA reopens it', async () => {
    const { host, user } = await renderChrome({ closed: true });
    expect(await screen.findByText('页面已关闭（closePage）')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '重新打开' }));
    expect(host.reload).toHaveBeenCalledWith('phone-1');
  });

  it('draws the system prompt over the phone and answers it through the shell call (Electron)', async () => {
    const { host, user } = await renderChrome({
      mode: 'browser',
      system: {
        foreground: true,
        geolocation: { permission: 'ask', latitude: 39.9087, longitude: 116.3975 },
        clipboard: { permission: 'ask', text: '' },
        appearance: { colorScheme: 'light', textScale: 1, reducedMotion: false, language: 'zh-CN' },
        prompt: { kind: 'geolocation', origin: 'http://127.0.0.1:4800' },
      },
    });
    const prompt = await screen.findByRole('alertdialog', {
      name: '允许“127.0.0.1:4800”使用您的位置？',
    });
    await user.click(within(prompt).getByRole('button', { name: '允许' }));
    expect(host.shell).toHaveBeenCalledWith('phone-1', {
      action: 'answerPrompt',
      answer: { allow: true },
    });
  });
});
