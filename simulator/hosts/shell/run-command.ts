/**
 * The panel's system commands (host-contract/shell.ts) on a Playwright phone: each one a method of
 * the phone, so QA's clicks and a test's calls do the same thing. Gesture presets are drawn around
 * the middle of the page.
 */
import type { ShellCommand } from '../../host-contract/shell';
import type { SystemMethods } from './phone-methods';

type Viewport = { width: number; height: number };

export async function runShellCommand(
  phone: SystemMethods,
  viewport: Viewport,
  command: ShellCommand,
): Promise<void> {
  switch (command.action) {
    case 'background':
      return phone.background();
    case 'foreground':
      return phone.foreground();
    case 'push':
      return phone.pushNotification(command);
    case 'deepLink':
      return phone.openDeepLink(command.link);
    case 'systemBack':
      return phone.systemBack();
    case 'edgeSwipeBack':
      return phone.edgeSwipeBack();
    case 'geolocation': {
      const { action: _, ...next } = command;
      return phone.setGeolocation(next);
    }
    case 'clipboard': {
      const { action: _, ...next } = command;
      return phone.setClipboard(next);
    }
    case 'answerPrompt':
      return phone.answerPrompt(command.answer);
    case 'appearance': {
      const { action: _, ...next } = command;
      return phone.setAppearance(next);
    }
    case 'gesture':
      return gesture(phone, viewport, command.gesture);
  }
}

function gesture(
  phone: SystemMethods,
  { width, height }: Viewport,
  name: Extract<ShellCommand, { action: 'gesture' }>['gesture'],
): Promise<void> {
  const center = { x: width / 2, y: height / 2 };
  const low = { x: width / 2, y: height * 0.75 };
  const high = { x: width / 2, y: height * 0.3 };
  switch (name) {
    case 'longPress':
      return phone.longPress(center);
    case 'swipeUp':
      return phone.swipe(low, high);
    case 'swipeDown':
      return phone.swipe(high, low);
    case 'flingUp':
      return phone.fling(low, high);
    case 'pinchOut':
      return phone.pinch(center, 2);
    case 'pinchIn':
      return phone.pinch(center, 0.5);
    case 'rotate':
      return phone.twoFingerRotate(center, 45);
  }
}
