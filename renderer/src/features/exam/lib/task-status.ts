import type { ExamTaskKind } from '@/contracts/api/exam';

/** A task's state from the server (0 in progress, 1 reward claimable, 2 claimed) as its button. */
export function taskButton(status: number): { text: string; kind: 'go' | 'claim' | 'done' } {
  if (status === 2) return { text: '已领取', kind: 'done' };
  if (status === 1) return { text: '领取', kind: 'claim' };
  return { text: '去完成', kind: 'go' };
}

/** Where 去完成 takes the player: the poster and link for sharing and inviting, else the exam. */
export const taskPath = (kind: ExamTaskKind): '/exam/invite' | '/exam' =>
  kind === 'share' || kind === 'invite' ? '/exam/invite' : '/exam';
