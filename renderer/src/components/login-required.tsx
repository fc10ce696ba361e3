import type { ReactNode } from 'react';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/states';
import { ensureLoggedIn } from '@/lib/auth';
import { useSessionStore } from '@/stores/session-store';

/** Why this needs a login, and a button to log in (after the user closed the login without it). */
export function LoginPrompt({ reason }: { reason: string }) {
  return (
    <EmptyState title="请先登录" description={reason}>
      <Button color="primary" size="small" onClick={() => void ensureLoggedIn()}>
        登录 / 注册
      </Button>
    </EmptyState>
  );
}

/** Shows `children` once logged in; before that, the login prompt. */
export function LoginRequired({ reason, children }: { reason: string; children: ReactNode }) {
  const loggedIn = useSessionStore((s) => Boolean(s.token));
  return loggedIn ? <>{children}</> : <LoginPrompt reason={reason} />;
}
