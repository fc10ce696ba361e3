/**
 * The 系统 menu in the panel's phone cards (the Electron host's panel, which has no framed
 * screens): offered for a phone whose host gives it a system, as the framed phones offer it.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakeHost, phoneSummary } from './fake-host';
import { PanelApp } from './panel-app';

const system = {
  foreground: true,
  geolocation: { permission: 'ask' as const, latitude: 39.9087, longitude: 116.3975 },
  clipboard: { permission: 'ask' as const, text: '' },
  appearance: {
    colorScheme: 'light' as const,
    textScale: 1,
    reducedMotion: false,
    language: 'zh-CN',
  },
  prompt: null,
};

describe('control panel: the phone system', () => {
  it("shows 系统 on an Electron phone's card and sends its commands for that phone", async () => {
    const host = new FakeHost();
    host.getState.mockImplementation(async () => ({
      kind: 'electron',
      capabilities: { devTools: true, screenshots: true, foreignBridges: false },
      apiUrl: 'http://127.0.0.1:3900',
      appUrl: 'http://127.0.0.1:4800/app/',
      devices: [],
      phones: host.phones.map((p) => ({ ...p })),
      defaultBridge: 'tax',
    }));
    host.phones = [
      phoneSummary({ system }),
      phoneSummary({
        id: 'phone-2',
        deviceId: 'pixel-8',
        deviceName: 'Pixel 8',
        platform: 'android',
      }),
    ];
    const user = userEvent.setup();
    render(<PanelApp host={host} copy={async () => undefined} />);
    const card = await screen.findByRole('region', { name: 'iPhone 15 App 内' });
    await user.click(within(card).getByText('系统', { exact: true }));
    const menu = within(card).getByRole('group', { name: 'iPhone 15的系统' });
    await user.click(within(menu).getByRole('button', { name: '切到后台' }));
    expect(host.shell).toHaveBeenCalledWith('phone-1', { action: 'background' });
    // A phone whose host gives it no system has no menu.
    const other = screen.getByRole('region', { name: 'Pixel 8 App 内' });
    expect(within(other).queryByText('系统', { exact: true })).toBeNull();
  });
});
