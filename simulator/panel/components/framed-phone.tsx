import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { findDevice } from '../../devices';
import {
  FRAME_BEZEL,
  frameLayout,
  screenPointToPage,
  type FrameLayout,
  type Orientation,
  type Point,
} from '../../devices/frame-layout';
import { SCREEN_KEYS, type ScreenFrame } from '../../host-contract/screen';
import type { PanelHost, PhoneSummary } from '../../host-contract';
import { PhoneBottom, PhoneOverlays, PhoneTop } from '../phone-chrome';
import { useInSight } from '../hooks/use-in-sight';
import { SystemPrompt } from './system-prompt';
import { TRACKPAD_PINCH_END_MS, trackpadPinchSpread, twoFingerPoints } from '../two-finger-drag';
import type { FrameHub } from '../hooks/use-screens';
import type { ScreenClient } from '../screen-client';
import '../phone-chrome.css';
import './framed-phone.css';

/** Parts of the frame whose own controls take the pointer (the rest of the screen is the page's). */
const CHROME_PARTS = '.status-bar, .title-bar, .address-bar, .sheet-backdrop, .closed-page';
const FORWARDED_KEYS: ReadonlySet<string> = new Set(SCREEN_KEYS);

/** `Uint8Array.fromBase64` (Chromium 140+): native, without a string of the frame's size in between. */
const fromBase64 = (
  Uint8Array as unknown as { fromBase64?: (base64: string) => Uint8Array<ArrayBuffer> }
).fromBase64;

function jpegBlob(base64: string): Blob {
  let bytes: Uint8Array<ArrayBuffer>;
  if (fromBase64) bytes = fromBase64(base64);
  else {
    const binary = atob(base64);
    bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  }
  return new Blob([bytes], { type: 'image/jpeg' });
}

/** The panel's device pixels per CSS pixel, following zoom and moves between screens (both fire resize). */
function useDevicePixelRatio(): number {
  const [ratio, setRatio] = useState(() => window.devicePixelRatio || 1);
  useEffect(() => {
    const onResize = (): void => setRatio(window.devicePixelRatio || 1);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return ratio;
}

/**
 * Draws the phone's frames into a canvas. Each phone has its own loop: the JPEG is decoded off the
 * main thread (`createImageBitmap`) and only the newest frame is decoded when frames come faster
 * than they decode, so a slow or stalled phone never holds another's picture. It tells the host
 * the size it draws the page at, so the stream carries no more pixels than the panel shows, and
 * whether it is in sight: a phone scrolled out of the panel (or a hidden panel tab) costs nothing.
 */
function ScreenCanvas({
  hub,
  screens,
  phoneId,
  layout,
  scale,
}: {
  hub: FrameHub;
  screens: ScreenClient;
  phoneId: string;
  layout: FrameLayout;
  scale: number;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const ratio = useDevicePixelRatio();
  const visible = useInSight(canvas);
  const viewWidth = Math.max(16, Math.round(layout.page.width * scale * ratio));
  const viewHeight = Math.max(16, Math.round(layout.page.height * scale * ratio));
  useEffect(() => {
    screens.view(phoneId, { width: viewWidth, height: viewHeight, visible });
  }, [screens, phoneId, viewWidth, viewHeight, visible]);
  useEffect(() => {
    let next: ScreenFrame | null = null;
    let drawing = false;
    let drawn = 0;
    let stopped = false;
    const draw = async (): Promise<void> => {
      drawing = true;
      while (next && !stopped) {
        const frame: ScreenFrame = next;
        next = null;
        const bitmap = await createImageBitmap(jpegBlob(frame.data)).catch(() => null);
        const element = canvas.current;
        if (!bitmap || !element) continue;
        if (element.width !== bitmap.width || element.height !== bitmap.height) {
          element.width = bitmap.width;
          element.height = bitmap.height;
        }
        element.getContext('2d')?.drawImage(bitmap, 0, 0);
        bitmap.close();
        drawn += 1;
        // Read by the bench and the tests: how many frames reached the screen, and the last one's paint time.
        element.dataset.frames = String(drawn);
        element.dataset.paintedAt = String(frame.at);
      }
      drawing = false;
    };
    const stop = hub.onFrame(phoneId, (frame) => {
      next = frame;
      if (!drawing) void draw();
    });
    return () => {
      stopped = true;
      stop();
    };
  }, [hub, phoneId]);
  return (
    <canvas
      ref={canvas}
      className="device-canvas"
      style={{ width: layout.page.width, height: layout.page.height }}
      aria-hidden="true"
    />
  );
}

type Props = {
  host: PanelHost;
  phone: PhoneSummary;
  orientation: Orientation;
  /** Drawn size / CSS size of the framed phone. */
  scale: number;
} & (
  | { screens: ScreenClient; hub: FrameHub; still?: undefined }
  /** A still for the framed screenshot: the page's screenshot in place of the live picture. */
  | { still: string; screens?: undefined; hub?: undefined }
);

/**
 * One phone as QA sees it in the Chromium host: the device frame (bezel, status bar with the
 * cut-out, the native title bar or the browser's bars, the home indicator) around the page's live
 * picture, with the native sheets over it. Pointer input on the page becomes touches at the page's
 * coordinates, the wheel scrolls, and typing goes to the page as committed text (an IME's Chinese
 * included) through a hidden text box that holds the keyboard focus.
 */
export function FramedPhone(props: Props) {
  const { host, phone, orientation, scale } = props;
  const profile = findDevice(phone.deviceId);
  const screenRef = useRef<HTMLDivElement>(null);
  const keyboard = useRef<HTMLTextAreaElement>(null);
  const touching = useRef(false);
  /** Alt held at the press: two fingers around where it landed (pinch and rotate with the mouse). */
  const twoFingers = useRef<{ center: Point; clientX: number; clientY: number } | null>(null);
  const composing = useRef(false);
  const layout = profile ? frameLayout(profile, phone.mode, orientation) : null;
  const screens = props.screens;

  // The wheel scrolls the page, not the panel: a non-passive listener (React's is passive). A
  // trackpad's pinch (the wheel with ctrlKey) is two fingers on the phone, not the panel's zoom.
  useEffect(() => {
    const element = screenRef.current;
    if (!element || !layout || !screens) return;
    let pinch: { center: Point; deltaY: number; timer: ReturnType<typeof setTimeout> } | null =
      null;
    const endPinch = (): void => {
      pinch = null;
      screens.input(phone.id, { type: 'touchEnd' });
    };
    const onWheel = (event: WheelEvent): void => {
      const point = toPage(element, layout, event);
      if (!point || (event.target as Element).closest(CHROME_PARTS)) return;
      event.preventDefault();
      if (event.ctrlKey) {
        if (!pinch) {
          const points = twoFingerPoints(point);
          screens.input(phone.id, { type: 'touchStart', ...points[0], points });
          pinch = { center: point, deltaY: 0, timer: setTimeout(endPinch, TRACKPAD_PINCH_END_MS) };
        }
        pinch.deltaY += event.deltaY;
        const points = twoFingerPoints(pinch.center, trackpadPinchSpread(pinch.deltaY));
        screens.input(phone.id, { type: 'touchMove', ...points[0], points });
        clearTimeout(pinch.timer);
        pinch.timer = setTimeout(endPinch, TRACKPAD_PINCH_END_MS);
        return;
      }
      screens.input(phone.id, {
        type: 'wheel',
        ...point,
        deltaX: event.deltaX,
        deltaY: event.deltaY,
      });
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      element.removeEventListener('wheel', onWheel);
      if (pinch) clearTimeout(pinch.timer);
    };
  }, [layout, screens, phone.id]);

  if (!layout) return <p className="message message-error">未知设备：{phone.deviceId}</p>;
  const outer = {
    width: layout.screen.width + 2 * FRAME_BEZEL,
    height: layout.screen.height + 2 * FRAME_BEZEL,
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>): void => {
    if (!screens || event.button !== 0 || (event.target as Element).closest(CHROME_PARTS)) return;
    const point = toPage(event.currentTarget, layout, event);
    if (!point) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    touching.current = true;
    if (event.altKey) {
      twoFingers.current = { center: point, clientX: event.clientX, clientY: event.clientY };
      const points = twoFingerPoints(point);
      screens.input(phone.id, { type: 'touchStart', ...points[0], points });
      return;
    }
    twoFingers.current = null;
    screens.input(phone.id, { type: 'touchStart', ...point });
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>): void => {
    if (!screens || !touching.current) return;
    const pair = twoFingers.current;
    if (pair) {
      const scale = event.currentTarget.getBoundingClientRect().width / layout.screen.width;
      const points = twoFingerPoints(
        pair.center,
        (event.clientX - pair.clientX) / scale,
        (event.clientY - pair.clientY) / scale,
      );
      screens.input(phone.id, { type: 'touchMove', ...points[0], points });
      return;
    }
    screens.input(phone.id, {
      type: 'touchMove',
      ...clampToPage(event.currentTarget, layout, event),
    });
  };
  const onPointerUp = (event: ReactPointerEvent<HTMLDivElement>): void => {
    if (!screens || !touching.current) return;
    touching.current = false;
    screens.input(phone.id, { type: event.type === 'pointercancel' ? 'touchCancel' : 'touchEnd' });
    // The phone's keyboard follows the tap: typing now goes to whatever the page focused.
    keyboard.current?.focus({ preventScroll: true });
  };

  const sendTyped = (): void => {
    const box = keyboard.current;
    if (!screens || !box || composing.current || !box.value) return;
    screens.input(phone.id, { type: 'text', text: box.value });
    box.value = '';
  };

  return (
    <div
      className="device-slot"
      style={{ width: outer.width * scale, height: outer.height * scale }}
    >
      <div
        className={`device ${phone.platform} ${layout.orientation}`}
        style={{
          width: outer.width,
          height: outer.height,
          padding: FRAME_BEZEL,
          transform: scale === 1 ? undefined : `scale(${scale})`,
        }}
        data-still-ready={props.still !== undefined ? 'false' : undefined}
        aria-label={`${phone.deviceName}的屏幕`}
        role="group"
      >
        <div
          ref={screenRef}
          className="device-screen"
          style={{ width: layout.screen.width, height: layout.screen.height }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
        >
          <div className="device-top">
            <PhoneTop host={host} phone={phone} layout={layout} />
          </div>
          <div
            className="device-page"
            style={{
              left: layout.page.x,
              top: layout.page.y,
              width: layout.page.width,
              height: layout.page.height,
            }}
          >
            {props.still !== undefined ? (
              <img
                src={props.still}
                alt=""
                className="device-canvas"
                style={{ width: layout.page.width, height: layout.page.height }}
                onLoad={(e) =>
                  e.currentTarget.closest('.device')?.setAttribute('data-still-ready', 'true')
                }
              />
            ) : (
              <ScreenCanvas
                hub={props.hub}
                screens={props.screens}
                phoneId={phone.id}
                layout={layout}
                scale={scale}
              />
            )}
          </div>
          <PhoneBottom layout={layout} />
          <PhoneOverlays host={host} phone={phone} />
          <SystemPrompt host={host} phone={phone} />
          {screens && (
            <textarea
              ref={keyboard}
              className="device-keyboard"
              aria-label={`${phone.deviceName}的键盘输入`}
              onKeyDown={(e) => {
                if (composing.current || !FORWARDED_KEYS.has(e.key)) return;
                e.preventDefault();
                sendTyped();
                screens.input(phone.id, {
                  type: 'key',
                  key: e.key as (typeof SCREEN_KEYS)[number],
                });
              }}
              onCompositionStart={() => {
                composing.current = true;
              }}
              onCompositionEnd={() => {
                composing.current = false;
                sendTyped();
              }}
              onInput={sendTyped}
            />
          )}
        </div>
      </div>
    </div>
  );
}

/** A pointer's point on the page (null off the page), from where the screen is drawn now. */
function toPage(
  screen: Element,
  layout: FrameLayout,
  event: { clientX: number; clientY: number },
): Point | null {
  const rect = screen.getBoundingClientRect();
  const scale = rect.width / layout.screen.width;
  return screenPointToPage(
    { x: event.clientX - rect.left, y: event.clientY - rect.top },
    layout,
    scale,
  );
}

/** A dragging finger that leaves the page stays on its edge (as on a phone's glass). */
function clampToPage(
  screen: Element,
  layout: FrameLayout,
  event: { clientX: number; clientY: number },
): Point {
  const rect = screen.getBoundingClientRect();
  const scale = rect.width / layout.screen.width;
  const x = Math.min(
    Math.max((event.clientX - rect.left) / scale, layout.page.x),
    layout.page.x + layout.page.width,
  );
  const y = Math.min(
    Math.max((event.clientY - rect.top) / scale, layout.page.y),
    layout.page.y + layout.page.height,
  );
  return screenPointToPage({ x: x * scale, y: y * scale }, layout, scale) ?? { x: 0, y: 0 };
}
