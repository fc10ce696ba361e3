import { useInRouterContext, useNavigate } from 'react-router';

/** Whether the router has an entry of this app to go back to (react-router keeps its index in history.state). */
function hasAppHistory(): boolean {
  const state: unknown = window.history.state;
  return (
    typeof state === 'object' &&
    state !== null &&
    'idx' in state &&
    typeof state.idx === 'number' &&
    state.idx > 0
  );
}

function RouterBackButton({ label }: { label: string }) {
  const navigate = useNavigate();
  const back = () => {
    if (hasAppHistory()) void navigate(-1);
    else void navigate('/home', { replace: true });
  };
  return (
    <button type="button" className="state-block__retry" onClick={back}>
      {label}
    </button>
  );
}

/** 返回: the previous page of the app, or home when the page was opened directly (a shared link). */
export function GoBackButton({ label = '返回' }: { label?: string }) {
  return useInRouterContext() ? <RouterBackButton label={label} /> : null;
}

function RouterLinkButton({ label, to }: { label: string; to: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" className="state-block__retry" onClick={() => void navigate(to)}>
      {label}
    </button>
  );
}

/**
 * 登录: to 我的, which logs in (the SMS overlay, or the native sheet in the app). A link rather than
 * the login itself: these states are in the first screen's code, which the login code stays out of.
 */
export function GoLoginButton() {
  return useInRouterContext() ? <RouterLinkButton label="登录" to="/mine" /> : null;
}
