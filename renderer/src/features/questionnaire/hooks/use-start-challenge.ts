import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ensureLoggedIn } from '@/lib/auth';
import { challengePath, startChallenge } from '../api/challenge-api';

/**
 * 开始挑战 (or 继续挑战, 再来一次): the server starts a challenge, or answers the one still open, and
 * the page goes to it. One request at a time; the server's refusal (次数已用完, 尚未开始) is toasted.
 */
export function useStartChallenge(): { start: () => Promise<void>; starting: boolean } {
  const navigate = useNavigate();
  const [starting, setStarting] = useState(false);
  const busy = useRef(false);
  const start = async () => {
    if (busy.current) return;
    busy.current = true;
    setStarting(true);
    try {
      if (!(await ensureLoggedIn())) return;
      // Opened from an invitation link (/questionnaire/mng?inviteUserId=): the server credits the inviter once.
      const inviter = Number(new URLSearchParams(window.location.search).get('inviteUserId'));
      const state = await startChallenge(Number.isInteger(inviter) && inviter > 0 ? inviter : null);
      navigate(challengePath(state.attemptId), {
        replace: window.location.pathname.endsWith('/questionnaire/list'),
      });
    } catch {
      // The http client toasted the server's message.
    } finally {
      busy.current = false;
      setStarting(false);
    }
  };
  return { start, starting };
}
