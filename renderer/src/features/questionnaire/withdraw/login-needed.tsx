import { Button } from 'antd-mobile';
import { EmptyState } from '@/components/states';
import { ensureLoggedIn } from '@/lib/auth';

/** Shown when the user closed the login without logging in: why, and a way to log in after all. */
export function LoginNeeded({ reason }: { reason: string }) {
  return (
    <EmptyState title="请先登录" description={reason}>
      <Button color="primary" size="small" onClick={() => void ensureLoggedIn()}>
        登录 / 注册
      </Button>
    </EmptyState>
  );
}
