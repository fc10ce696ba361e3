/**
 * The page side of a recording (bundled by page-bundle.ts, installed before the app's scripts):
 * taps, typing, choices, Enter and scrolls become {@link PageAction}s sent to the host through one
 * binding. It only listens (passive, capture phase), so the app behaves as without it; while the
 * host asks for an assertion, the next tap picks an element instead of reaching the app.
 */
import type { ElementLocator, PageAction, SecretKind } from '../types';
import { controlAt, locatorFor } from './locate';

type Send = (action: PageAction) => void;

const SCROLL_SETTLE_MS = 300;
/** How long the rest of a picked tap's events are kept from the app. */
const PICK_SWALLOW_MS = 600;

/** Whether this page records: 'pick' while the next tap is an assertion. */
export type RecordingState = 'on' | 'pick' | 'off';

declare global {
  interface Window {
    /** The host's bindings (page-recorder.ts). */
    __taxSimRecord?: (action: PageAction) => Promise<void>;
    __taxSimRecordingState?: () => Promise<RecordingState>;
    /** Set by the host when recording starts, stops or asks for an assertion. */
    __taxSimRecording?: RecordingState;
  }
}

const screen = () => document.title || location.pathname;

function secretOf(element: Element): SecretKind | null {
  if (!(element instanceof HTMLInputElement)) return null;
  if (element.type === 'password') return 'password';
  const words = `${element.autocomplete} ${element.name} ${element.getAttribute('aria-label') ?? ''} ${element.placeholder} ${element.labels?.[0]?.textContent ?? ''}`;
  return /one-time-code|验证码|sms/i.test(words) ? 'sms-code' : null;
}

function isToggle(element: Element): element is HTMLInputElement {
  return (
    element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')
  );
}

function isTextField(element: Element): element is HTMLInputElement | HTMLTextAreaElement {
  if (element instanceof HTMLTextAreaElement) return true;
  return (
    element instanceof HTMLInputElement && !['checkbox', 'radio', 'file'].includes(element.type)
  );
}

function recorder(send: Send) {
  const state = () => window.__taxSimRecording ?? 'off';
  const locate = (element: Element): ElementLocator => locatorFor(element);

  const onClick = (event: MouseEvent) => {
    if (state() !== 'on' || !(event.target instanceof Element)) return;
    flushScrolls();
    const control = controlAt(event.target);
    // Typing into a field starts with a tap on it: the fill says it all.
    if (isTextField(control) || control instanceof HTMLSelectElement) return;
    const action = isToggle(control) ? (control.checked ? 'check' : 'uncheck') : 'click';
    // A toggle's click has already flipped it: `checked` is the state it ends in.
    send({ type: action, target: locate(control), screen: screen() });
  };

  // A pick swallows the whole tap (touch, pointer, mouse and click events), whichever of them the
  // input sends: it picks on the first pointerup / touchend / click, and keeps swallowing briefly.
  let swallowUntil = 0;
  const pick = (event: Event) => {
    const picking = state() === 'pick';
    if (!picking && performance.now() > swallowUntil) return;
    if (!(event.target instanceof Element)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!picking || !['pointerup', 'touchend', 'click'].includes(event.type)) return;
    flushScrolls();
    window.__taxSimRecording = 'on';
    swallowUntil = performance.now() + PICK_SWALLOW_MS;
    const element =
      event.target.closest('h1,h2,h3,h4,p,li,label,a,button,span,div') ?? event.target;
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
    send({
      type: 'assert',
      target: locate(element),
      text: text.length <= 80 ? text : '',
      screen: screen(),
    });
  };

  const onInput = (event: Event) => {
    if (state() !== 'on' || !(event.target instanceof Element)) return;
    const field = event.target;
    if (field instanceof HTMLSelectElement) {
      send({ type: 'select', target: locate(field), value: field.value, screen: screen() });
      return;
    }
    if (!isTextField(field)) return;
    flushScrolls();
    // IME composition: only the committed text counts (compositionend is followed by an input).
    if ((event as InputEvent).isComposing) return;
    const secret = secretOf(field);
    send(
      secret
        ? {
            type: 'fillSecret',
            target: locate(field),
            secret,
            value: field.value,
            screen: screen(),
          }
        : { type: 'fill', target: locate(field), value: field.value, screen: screen() },
    );
  };

  const onKey = (event: KeyboardEvent) => {
    if (state() !== 'on' || event.key !== 'Enter' || event.isComposing) return;
    if (event.target instanceof Element && isTextField(event.target))
      send({ type: 'press', target: locate(event.target), key: 'Enter', screen: screen() });
  };

  // A scroll is sent once it settles, or at once when QA acts before that: the order stays true.
  const scrolls = new Map<
    EventTarget,
    { timer: ReturnType<typeof setTimeout>; send: () => void }
  >();
  const flushScrolls = () => {
    for (const { timer, send } of [...scrolls.values()]) {
      clearTimeout(timer);
      send();
    }
  };
  const onScroll = (event: Event) => {
    if (state() !== 'on') return;
    const target = event.target;
    if (!target) return;
    clearTimeout(scrolls.get(target)?.timer);
    const sendScroll = () => {
      scrolls.delete(target);
      const isPage = target === document || target === document.documentElement;
      const box = isPage
        ? (document.scrollingElement ?? document.documentElement)
        : (target as Element);
      const range = Math.max(1, box.scrollHeight - box.clientHeight);
      send({
        type: 'scroll',
        target: isPage ? null : locate(target as Element),
        top: Math.round(box.scrollTop),
        ratio: Math.min(1, box.scrollTop / range),
        screen: screen(),
      });
    };
    scrolls.set(target, { timer: setTimeout(sendScroll, SCROLL_SETTLE_MS), send: sendScroll });
  };

  for (const type of [
    'pointerdown',
    'pointerup',
    'mousedown',
    'mouseup',
    'touchstart',
    'touchend',
    'click',
  ])
    window.addEventListener(type, pick, { capture: true });
  window.addEventListener('click', onClick, { capture: true, passive: true });
  window.addEventListener('input', onInput, { capture: true, passive: true });
  window.addEventListener('keydown', onKey, { capture: true, passive: true });
  window.addEventListener('scroll', onScroll, { capture: true, passive: true });
}

recorder((action) => void window.__taxSimRecord?.(action).catch(() => undefined));
// A new document asks whether the phone is recording (the host may have started before it).
void window
  .__taxSimRecordingState?.()
  .then((state) => {
    window.__taxSimRecording ??= state;
  })
  .catch(() => undefined);
