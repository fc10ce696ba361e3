import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ChallengeState } from '@/contracts/api/questionnaire-challenge';
import { syncDeadline, useDeadlineCountdown, type DeadlineSync } from '@/domain/quiz';
import { showToast } from '@/lib/toast';
import {
  answerChallenge,
  applyChallengeProp,
  fetchChallenge,
  giveUpChallenge,
  nextLevel,
} from '../api/challenge-api';

/** The server still takes an answer sent up to 1 s after the deadline; its time-out verdict comes after. */
const EXPIRY_CHECK_DELAY_MS = 1200;

export type ChallengeControls = {
  state: ChallengeState | undefined;
  error: unknown;
  /** Seconds left on the current question (null when no clock runs). */
  seconds: number | null;
  /** A step is on its way: nothing else is sent until it is answered (no double submission). */
  pending: boolean;
  reload: () => void;
  answer: (answer: string) => void;
  next: () => void;
  useProp: (propType: number) => void;
  giveUp: () => void;
};

/**
 * One challenge as the server holds it. Every step answers the new state; the question's clock is the
 * server's deadline, checked again with the server when it runs out (a time-out is the server's
 * verdict) and whenever the page comes back to the foreground.
 */
export function useChallenge(attemptId: number): ChallengeControls {
  const [state, setState] = useState<ChallengeState>();
  const [error, setError] = useState<unknown>(null);
  const [pending, setPending] = useState(false);
  const busy = useRef(false);

  const show = useCallback((next: ChallengeState) => {
    setState(next);
    setError(null);
    if (next.notice) showToast(next.notice);
  }, []);

  /** Runs one step at a time; a refused step (the http client toasted why) reloads the server's state. */
  const run = useCallback(
    async (step: () => Promise<ChallengeState>, reloadOnFailure = true) => {
      if (busy.current) return;
      busy.current = true;
      setPending(true);
      try {
        show(await step());
      } catch (e) {
        if (!reloadOnFailure) setError(e);
        else await fetchChallenge(attemptId).then(show, () => undefined);
      } finally {
        busy.current = false;
        setPending(false);
      }
    },
    [attemptId, show],
  );

  const reload = useCallback(
    () => void run(() => fetchChallenge(attemptId), false),
    [attemptId, run],
  );
  useEffect(reload, [reload]);

  // A new clock for each server answer about a running question.
  const sync = useMemo<DeadlineSync | null>(
    () => (state?.phase === 'answering' ? syncDeadline(state.deadlineAt, state.serverNow) : null),
    [state],
  );
  const refresh = useCallback(() => void run(() => fetchChallenge(attemptId)), [attemptId, run]);
  // At 0 the server's verdict is asked for once its grace for answers in flight has passed.
  const expiry = useRef<ReturnType<typeof setTimeout>>(undefined);
  const onExpire = useCallback(() => {
    clearTimeout(expiry.current);
    expiry.current = setTimeout(refresh, EXPIRY_CHECK_DELAY_MS);
  }, [refresh]);
  useEffect(() => () => clearTimeout(expiry.current), []);
  const seconds = useDeadlineCountdown(sync, { onExpire, onVisible: refresh });

  const index = state?.index ?? 0;
  return {
    state,
    error,
    seconds,
    pending,
    reload,
    answer: (answer) => void run(() => answerChallenge(attemptId, index, answer)),
    next: () => void run(() => nextLevel(attemptId)),
    useProp: (propType) =>
      void run(() => applyChallengeProp(attemptId, index, propType as 1 | 2 | 3 | 4)),
    giveUp: () => void run(() => giveUpChallenge(attemptId)),
  };
}
