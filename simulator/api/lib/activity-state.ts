import type { ActivityPhase, SignupState } from '../../../renderer/src/contracts/api/activity';

export const PHASE_TEXT: Record<ActivityPhase, string> = {
  notStarted: '未开始',
  ongoing: '进行中',
  ended: '已结束',
};
export const SIGNUP_TEXT: Record<SignupState, string> = {
  notOpen: '报名未开始',
  open: '报名中',
  full: '名额已满',
  closed: '报名已截止',
};

type Times = {
  signup_start: number;
  signup_end: number;
  start_at: number;
  end_at: number;
  capacity: number;
};

/** The activity's own phase at `now`: before its start, between start and end, after its end. */
export function activityPhase(a: Times, now: number): ActivityPhase {
  if (now < a.start_at) return 'notStarted';
  return now < a.end_at ? 'ongoing' : 'ended';
}

/**
 * The sign-up's state at `now`: not open before its window, closed after it or once the activity
 * has started, full when no place is left, else open.
 */
export function signupState(a: Times, signedUp: number, now: number): SignupState {
  if (now < a.signup_start) return 'notOpen';
  if (now >= a.signup_end || now >= a.start_at) return 'closed';
  return signedUp >= a.capacity ? 'full' : 'open';
}

/** Why a sign-up is refused in `state`, or null when it may go ahead. */
export function signupRefusal(state: SignupState): string | null {
  if (state === 'notOpen') return '报名尚未开始';
  if (state === 'closed') return '报名已截止';
  if (state === 'full') return '名额已满';
  return null;
}
