import { useEffect, useState } from 'react';
import { Button } from 'antd-mobile';
import { Link } from 'react-router';
import { PageFrame } from '@/components/page-frame';
import { ensureLoggedIn, signOut } from '@/lib/auth';
import { showToast } from '@/lib/toast';
import { loadUserInfo } from '@/stores/session-actions';
import { useSessionStore } from '@/stores/session-store';
import { AccountCard } from '../components/account-card';
import { ACCOUNT_ENTRIES } from '../lib/account-entries';
import '../components/account.css';

/**
 * 我的 (/mine): who is signed in and their own lists, and 退出登录. Inside the native app this is
 * the native account (its login and logout go through the bridge); in a browser, the SMS login's.
 */
export function MinePage() {
  const token = useSessionStore((s) => s.token);
  const user = useSessionStore((s) => s.userInfo);
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    if (token && !user) void loadUserInfo().catch(() => null);
  }, [token, user]);

  const logout = async () => {
    setLeaving(true);
    try {
      await signOut();
      showToast('已退出登录');
    } catch {
      // Signed out here all the same (the token is null): the user asked to leave, and the server's
      // refusal was toasted.
    } finally {
      setLeaving(false);
    }
  };

  return (
    <PageFrame title="我的">
      <AccountCard user={user} loggedIn={Boolean(token)} onLogin={() => void ensureLoggedIn()} />
      {token ? (
        <>
          <nav className="account-entries" aria-label="我的服务">
            {ACCOUNT_ENTRIES.map((entry) => (
              <Link key={entry.key} to={entry.to} className="account-entries__item">
                {entry.label}
              </Link>
            ))}
          </nav>
          <div className="account-logout">
            <Button
              block
              color="danger"
              fill="outline"
              loading={leaving}
              onClick={() => void logout()}
            >
              退出登录
            </Button>
          </div>
        </>
      ) : null}
    </PageFrame>
  );
}
