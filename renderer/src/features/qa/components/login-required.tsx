import type { ReactNode } from 'react';
import { Button } from 'antd-mobile';
import { EmptyState } from '@/components/states';
import { ensureLoggedIn } from '@/lib/auth';
import { useSessionStore } from '@/stores/session-store';

/** Shows `children` once logged in; before that, why login is needed and a button to log in. */
export function LoginRequired({ reason, children }: { reason: string; children: ReactNode }) {
  const loggedIn = useSessionStore((s) => Boolean(s.token));
  if (loggedIn) return <>{children}</>;
  return (
    <EmptyState title="请先登录" description={reason}>
      <Button color="primary" size="small" onClick={() => void ensureLoggedIn()}>
        登录 / 注册
      </Button>
    </EmptyState>
  );
}
