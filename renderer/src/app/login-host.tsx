import { lazy, Suspense, useEffect, useState } from 'react';
import { isInApp } from '@/lib/bridge/detect';
import { useSessionStore } from '@/stores/session-store';

// The overlay (and the validators and antd-mobile pieces it uses) loads only when asked for.
const LoginOverlay = lazy(async () => ({
  default: (await import('@/features/auth/components/login-overlay')).LoginOverlay,
}));

/**
 * Shows the login when the session's login flag is raised: the SMS overlay in a browser, the
 * native login sheet in the app (docs/product.md「账号与登录」); either way the flag drops when it
 * is done.
 */
export function LoginHost({ inApp = isInApp() }: { inApp?: boolean }) {
  const visible = useSessionStore((s) => s.loginVisible);
  const hideLogin = useSessionStore((s) => s.hideLogin);
  const [mounted, setMounted] = useState(false);

  useEffect(() => {
    if (!visible) return;
    // lib/auth loads only once a login is asked for: it stays out of the entry.
    if (inApp) void import('@/lib/auth').then((auth) => auth.nativeLogin()).finally(hideLogin);
    else setMounted(true);
  }, [visible, inApp, hideLogin]);

  if (inApp || !mounted) return null;
  return (
    <Suspense fallback={null}>
      <LoginOverlay visible={visible} onClose={hideLogin} />
    </Suspense>
  );
}
