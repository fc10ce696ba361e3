import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ScreenInput } from '../../host-contract/screen';
import { FakeHost, phoneSummary } from '../fake-host';
import type { FrameHub } from '../hooks/use-screens';
import type { ScreenClient } from '../screen-client';
import { TRACKPAD_PINCH_END_MS, twoFingerPoints } from '../two-finger-drag';
import { FramedPhone } from './framed-phone';

function fakeScreens(): ScreenClient & { sent: ScreenInput[] } {
  const sent: ScreenInput[] = [];
  return {
    sent,
    subscribe: () => () => undefined,
    input: (_phoneId, event) => {
      sent.push(event);
    },
    rotate: vi.fn(async () => undefined),
    view: vi.fn(),
    devToolsUrl: vi.fn(async () => 'http://127.0.0.1:9222/devtools/inspector.html'),
    screenshotUrl: (phoneId, framed) => `/shot/${phoneId}${framed ? '?framed=1' : ''}`,
  };
}

const hub: FrameHub = { onFrame: () => () => undefined };

/** The drawn screen at (100, 50) in the panel, at `scale` of its CSS size (happy-dom does no layout). */
function placeScreen(width: number, scale: number): HTMLElement {
  const element = document.querySelector<HTMLElement>('.device-screen');
  if (!element) throw new Error('no screen');
  element.getBoundingClientRect = () => ({
    x: 100,
    y: 50,
    left: 100,
    top: 50,
    width: width * scale,
    height: 1000,
    right: 0,
    bottom: 0,
    toJSON: () => ({}),
  });
  return element;
}

function renderPhone(
  overrides: Parameters<typeof phoneSummary>[0] = {},
  orientation: 'portrait' | 'landscape' = 'portrait',
  scale = 0.5,
) {
  const host = new FakeHost();
  const phone = phoneSummary(overrides);
  host.phones = [phone];
  const screens = fakeScreens();
  render(
    <FramedPhone
      host={host}
      phone={phone}
      orientation={orientation}
      scale={scale}
      screens={screens}
      hub={hub}
    />,
  );
  return { host, screens };
}

describe('FramedPhone', () => {
  it('draws the frame: status bar with the Dynamic Island, the bridge title with back and close, the home indicator', () => {
    const { container } = render(
      <FramedPhone
        host={new FakeHost()}
        phone={phoneSummary({ title: '个税计算器' })}
        orientation="portrait"
        scale={1}
        screens={fakeScreens()}
        hub={hub}
      />,
    );
    expect(screen.getByRole('group', { name: 'iPhone 15的屏幕' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '个税计算器' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '返回' })).toBeInTheDocument();
    expect(container.querySelector('.island')).not.toBeNull();
    expect(container.querySelector('.home-indicator')).not.toBeNull();
    // The page sits below the 59 px status bar and the 44 px title bar, at the profile's app viewport.
    const page = container.querySelector<HTMLElement>('.device-page');
    expect(page?.style.top).toBe('103px');
    expect([page?.style.width, page?.style.height]).toEqual(['393px', '749px']);
  });

  it("asks for a stream of the page's drawn size: CSS size × scale × the panel's devicePixelRatio", () => {
    const ratio = window.devicePixelRatio;
    Object.defineProperty(window, 'devicePixelRatio', { value: 2, configurable: true });
    try {
      const { screens } = renderPhone({}, 'portrait', 0.5);
      expect(screens.view).toHaveBeenCalledWith('phone-1', {
        width: 393,
        height: 749,
        visible: true,
      });
    } finally {
      Object.defineProperty(window, 'devicePixelRatio', { value: ratio, configurable: true });
    }
  });

  it('tells the host when the phone leaves the panel’s sight and when it comes back', () => {
    const observers: { callback: IntersectionObserverCallback }[] = [];
    const original = globalThis.IntersectionObserver;
    globalThis.IntersectionObserver = class {
      constructor(callback: IntersectionObserverCallback) {
        observers.push({ callback });
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    try {
      const { screens } = renderPhone({}, 'portrait', 0.5);
      const report = (isIntersecting: boolean) =>
        act(() =>
          observers.forEach((o) =>
            o.callback(
              [{ isIntersecting } as IntersectionObserverEntry],
              {} as IntersectionObserver,
            ),
          ),
        );
      report(false);
      expect(screens.view).toHaveBeenLastCalledWith(
        'phone-1',
        expect.objectContaining({ visible: false }),
      );
      report(true);
      expect(screens.view).toHaveBeenLastCalledWith(
        'phone-1',
        expect.objectContaining({ visible: true }),
      );
    } finally {
      globalThis.IntersectionObserver = original;
    }
  });

  it('turns a press, drag and release on the page into touches at the page coordinates', () => {
    const { screens } = renderPhone();
    const element = placeScreen(393, 0.5);
    // The screen's corner is at (100, 50); at half size the page starts 51.5 px (103 CSS px) down:
    // (150, 201.5) on the panel is (50, 151.5) on the drawn screen, (100, 303) on the screen, (100, 200) on the page.
    fireEvent.pointerDown(element, { button: 0, clientX: 150, clientY: 201.5, pointerId: 1 });
    fireEvent.pointerMove(element, { clientX: 150, clientY: 151.5, pointerId: 1 });
    // Dragged above the page: the finger stays on its top edge.
    fireEvent.pointerMove(element, { clientX: 150, clientY: 60, pointerId: 1 });
    fireEvent.pointerUp(element, { clientX: 150, clientY: 60, pointerId: 1 });
    expect(screens.sent).toEqual([
      { type: 'touchStart', x: 100, y: 200 },
      { type: 'touchMove', x: 100, y: 100 },
      { type: 'touchMove', x: 100, y: 0 },
      { type: 'touchEnd' },
    ]);
  });

  it("turns a trackpad's pinch (the wheel with ctrlKey) into two fingers spreading, lifted after a pause; the plain wheel still scrolls", () => {
    vi.useFakeTimers();
    try {
      const { screens } = renderPhone();
      const element = placeScreen(393, 0.5);
      // happy-dom's WheelEvent keeps no pointer fields: the event as the browser delivers it.
      const wheel = (deltaY: number, ctrlKey: boolean) =>
        element.dispatchEvent(
          Object.assign(new Event('wheel', { bubbles: true, cancelable: true }), {
            clientX: 150,
            clientY: 201.5,
            deltaX: 0,
            deltaY,
            ctrlKey,
          }),
        );
      wheel(-10, true);
      wheel(-20, true);
      expect(screens.sent.at(-1)).toMatchObject({ type: 'touchMove' });
      act(() => vi.advanceTimersByTime(TRACKPAD_PINCH_END_MS));
      wheel(40, false);
      expect(screens.sent).toEqual([
        {
          type: 'touchStart',
          ...twoFingerPoints({ x: 100, y: 200 })[0],
          points: twoFingerPoints({ x: 100, y: 200 }),
        },
        {
          type: 'touchMove',
          ...twoFingerPoints({ x: 100, y: 200 }, 10)[0],
          points: twoFingerPoints({ x: 100, y: 200 }, 10),
        },
        {
          type: 'touchMove',
          ...twoFingerPoints({ x: 100, y: 200 }, 30)[0],
          points: twoFingerPoints({ x: 100, y: 200 }, 30),
        },
        { type: 'touchEnd' },
        { type: 'wheel', x: 100, y: 200, deltaX: 0, deltaY: 40 },
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('ignores presses on the status bar and the title bar (their own buttons work instead)', () => {
    const { screens, host } = renderPhone();
    const element = placeScreen(393, 0.5);
    fireEvent.pointerDown(element, { button: 0, clientX: 150, clientY: 60, pointerId: 1 });
    fireEvent.pointerDown(screen.getByRole('button', { name: '返回' }), {
      button: 0,
      clientX: 110,
      clientY: 90,
      pointerId: 1,
    });
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(screens.sent).toEqual([]);
    expect(host.back).toHaveBeenCalledWith('phone-1');
  });

  it('maps through the turned layout in landscape (no status bar, title bar on top)', () => {
    const { screens } = renderPhone({}, 'landscape', 1);
    const element = placeScreen(852, 1);
    fireEvent.pointerDown(element, {
      button: 0,
      clientX: 100 + 800,
      clientY: 50 + 44 + 10,
      pointerId: 1,
    });
    expect(screens.sent).toEqual([{ type: 'touchStart', x: 800, y: 10 }]);
  });

  it('sends typed text committed (an IME composition as one piece) and forwards editing keys', () => {
    const { screens } = renderPhone();
    const keyboard = screen.getByLabelText('iPhone 15的键盘输入') as HTMLTextAreaElement;
    fireEvent.compositionStart(keyboard);
    keyboard.value = 'ge';
    fireEvent.input(keyboard);
    keyboard.value = '个税';
    fireEvent.compositionEnd(keyboard, { data: '个税' });
    keyboard.value = 'a';
    fireEvent.input(keyboard);
    fireEvent.keyDown(keyboard, { key: 'Backspace' });
    fireEvent.keyDown(keyboard, { key: 'x' });
    expect(screens.sent).toEqual([
      { type: 'text', text: '个税' },
      { type: 'text', text: 'a' },
      { type: 'key', key: 'Backspace' },
    ]);
  });

  it('shows the native login sheet over the phone', () => {
    renderPhone({ sheet: { kind: 'login' } });
    expect(screen.getByRole('dialog', { name: '登录' })).toBeInTheDocument();
  });

  it('shows the native payment sheet over the phone and answers it there', () => {
    const payment = {
      kind: 'wechat' as const,
      orderNo: 'M202611250001',
      productId: null,
      amountCents: 9800,
      goodsTitle: '年度会员',
    };
    const { host } = renderPhone({ mode: 'app', sheet: { kind: 'payment', payment } });
    const sheet = screen.getByRole('dialog', { name: '支付' });
    expect(screen.getByRole('group', { name: 'iPhone 15的屏幕' })).toContainElement(sheet);
    expect(sheet).toHaveTextContent('微信支付（App）');
    expect(sheet).toHaveTextContent('年度会员 ¥98.00');
    fireEvent.click(screen.getByRole('button', { name: '确认支付 ¥98.00' }));
    fireEvent.click(screen.getByRole('button', { name: '模拟失败' }));
    expect(host.answerPaymentSheet.mock.calls).toEqual([
      ['phone-1', { action: 'pay' }],
      ['phone-1', { action: 'fail', message: '支付失败，请稍后重试' }],
    ]);
  });
});
