import { Link } from 'react-router';
import { CircleUserRound } from 'lucide-react';
import { useSessionStore } from '@/stores/session-store';

/** The login code (lib/auth) downloads on the tap, not with home's first screen. */
const logIn = (): Promise<boolean> => import('@/lib/auth').then((auth) => auth.ensureLoggedIn());

/** Top right of home: 登录 for an anonymous visitor, else the way to 我的 (the avatar when there is one). */
export function HomeAccountEntry() {
  const loggedIn = useSessionStore((s) => s.token !== null);
  const avatar = useSessionStore((s) => s.userInfo?.avatar);
  if (!loggedIn) {
    return (
      <button type="button" className="home-account" onClick={() => void logIn()}>
        登录
      </button>
    );
  }
  return (
    <Link to="/mine" className="home-account" aria-label="我的">
      {avatar ? (
        <img className="home-account__avatar" src={avatar} alt="" />
      ) : (
        <CircleUserRound size={22} strokeWidth={1.8} aria-hidden />
      )}
    </Link>
  );
}
