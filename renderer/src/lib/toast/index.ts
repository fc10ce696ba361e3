import type * as ToastViewModule from './toast-view';

/** The 'coming soon' toast (docs/product.md「首页与导航」). */
const COMING_SOON_TEXT = '敬请期待';

type ToastView = typeof ToastViewModule;
let view: Promise<ToastView> | undefined;

/** The toast code, loaded once; a failed load (offline before it arrived) is tried again next time. */
function loadView(): Promise<ToastView> {
  view ??= import('./toast-view').catch((error: unknown) => {
    view = undefined;
    throw error;
  });
  return view;
}

const PLAIN_TOAST_MS = 2000;

/**
 * The message as a bare element, for when the toast code cannot load (the network went away
 * before it arrived): the message that says so must still show.
 */
function showPlainToast(msg: string): void {
  const el = document.createElement('div');
  el.setAttribute('role', 'alert');
  el.textContent = msg;
  Object.assign(el.style, {
    position: 'fixed',
    left: '50%',
    top: '50%',
    transform: 'translate(-50%, -50%)',
    maxWidth: '70vw',
    padding: '10px 14px',
    borderRadius: '8px',
    background: 'rgba(0, 0, 0, 0.75)',
    color: '#fff',
    fontSize: '15px',
    lineHeight: '1.4',
    textAlign: 'center',
    zIndex: '9999',
  });
  document.body.append(el);
  setTimeout(() => el.remove(), PLAIN_TOAST_MS);
}

/** A short text toast (errors, hints). Empty messages are not shown. */
export function showToast(msg: string): void {
  if (!msg) return;
  loadView().then(
    (v) => v.showToastView({ content: msg, position: 'center' }),
    () => showPlainToast(msg),
  );
}

/** A success toast with the tick icon. */
export function showSuccess(msg: string): void {
  loadView().then(
    (v) => v.showToastView({ content: msg, icon: 'success' }),
    () => showPlainToast(msg),
  );
}

/** Toast `敬请期待` for features that are not offered yet. */
export function showComingSoon(): void {
  showToast(COMING_SOON_TEXT);
}

/**
 * Fetches the toast code ahead of need, once the first screen is up: an error toast must still
 * show when the network is gone by the time it is needed.
 */
export function prefetchToast(): void {
  void loadView().catch(() => undefined);
}
