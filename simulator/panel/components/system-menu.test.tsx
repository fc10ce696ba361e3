import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ShellState } from '../../host-contract/shell';
import { FakeHost, phoneSummary } from '../fake-host';
import { SystemMenu } from './system-menu';
import { SystemPrompt } from './system-prompt';

const system = (over: Partial<ShellState> = {}): ShellState => ({
  foreground: true,
  geolocation: { permission: 'ask', latitude: 39.9087, longitude: 116.3975 },
  clipboard: { permission: 'ask', text: '' },
  appearance: { colorScheme: 'light', textScale: 1, reducedMotion: false, language: 'zh-CN' },
  prompt: null,
  ...over,
});

describe('the 系统 menu', () => {
  it('sends each control as one shell command of its phone', async () => {
    const host = new FakeHost();
    const user = userEvent.setup();
    render(<SystemMenu host={host} phone={phoneSummary({ system: system() })} />);
    await user.click(screen.getByText('系统'));
    await user.click(screen.getByRole('button', { name: '切到后台' }));
    await user.click(screen.getByRole('button', { name: '打开链接' }));
    await user.click(screen.getByRole('button', { name: '双指旋转' }));
    await user.click(screen.getByLabelText('深色模式'));
    await user.selectOptions(screen.getByLabelText('位置权限'), 'deny');
    expect(host.shell.mock.calls).toEqual([
      ['phone-1', { action: 'background' }],
      ['phone-1', { action: 'deepLink', link: 'taxapp://calculator' }],
      ['phone-1', { action: 'gesture', gesture: 'rotate' }],
      ['phone-1', { action: 'appearance', colorScheme: 'dark' }],
      ['phone-1', { action: 'geolocation', permission: 'deny' }],
    ]);
    // iOS has no back key; the edge swipe is there on both.
    expect(screen.queryByRole('button', { name: '系统返回键' })).toBeNull();
    expect(screen.getByRole('button', { name: '边缘右滑返回' })).toBeTruthy();
  });

  it('is not offered where the host gives the phone no system, or on a desktop', () => {
    const host = new FakeHost();
    const { container } = render(<SystemMenu host={host} phone={phoneSummary()} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('the system prompt in the frame', () => {
  it('asks in the app’s name and answers with QA’s choice', async () => {
    const host = new FakeHost();
    const user = userEvent.setup();
    render(
      <SystemPrompt
        host={host}
        phone={phoneSummary({
          system: system({ prompt: { kind: 'geolocation', origin: 'http://127.0.0.1:4800' } }),
        })}
      />,
    );
    await user.click(screen.getByRole('button', { name: '不允许' }));
    expect(host.shell).toHaveBeenCalledWith('phone-1', {
      action: 'answerPrompt',
      answer: { allow: false },
    });
  });

  it('offers the sample photo for a camera picker', async () => {
    const host = new FakeHost();
    const user = userEvent.setup();
    render(
      <SystemPrompt
        host={host}
        phone={phoneSummary({
          mode: 'browser',
          system: system({
            prompt: { kind: 'file', accept: 'image/*', multiple: false, capture: true },
          }),
        })}
      />,
    );
    expect(screen.getByRole('dialog', { name: '拍照或选择照片' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '拍照（示例照片）' }));
    expect(host.shell).toHaveBeenCalledWith('phone-1', {
      action: 'answerPrompt',
      answer: { files: 'sample' },
    });
  });
});
