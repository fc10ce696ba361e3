import { GlobalLoading } from '@/components/global-loading';
import { PC_SITE_URL } from '@/lib/config';
import { isMobileDevice } from '@/lib/device';
import type { ResolvedRoute } from '@/lib/routing/route-record';
import { useSessionStore } from '@/stores/session-store';
import { LOGIN_GUARD_ROUTES } from './route-area-index';
import { KeepAliveOutlet } from './keep-alive-outlet';
import { LiveReminderHost } from './live-reminder-host';
import { LoginHost } from './login-host';
import { useRouteGuard } from './route-guard';

type AppShellProps = {
  /**
   * Routes the login blocker matches a next location against, before its area is discovered.
   * Default: the generated LOGIN_GUARD_ROUTES (none while no route needs login).
   */
  routes?: readonly ResolvedRoute[];
  mobile?: boolean;
  pcSiteUrl?: string;
  redirect?: (url: string) => void;
};

const MOBILE = typeof navigator === 'undefined' ? true : isMobileDevice();
const leaveFor = (url: string) => window.location.replace(url);

/** The root layout: route guard and title, the kept-alive pages (one set per account), global loading, the login, the reminder of booked live sessions. */
export function AppShell({
  routes = LOGIN_GUARD_ROUTES,
  mobile = MOBILE,
  pcSiteUrl = PC_SITE_URL,
  redirect = leaveFor,
}: AppShellProps) {
  const decision = useRouteGuard({ routes, mobile, pcSiteUrl, redirect });
  // Another account (or none): every page, kept-alive ones included, drops what it held for the
  // previous one and loads again for the new one (an article must not stay 已收藏).
  const accountEpoch = useSessionStore((s) => s.accountEpoch);
  // Leaving for the PC site: show nothing rather than flash the mobile page.
  if (decision.kind === 'redirect') return null;
  return (
    <>
      <GlobalLoading />
      <KeepAliveOutlet key={accountEpoch} />
      <LoginHost />
      <LiveReminderHost />
    </>
  );
}
