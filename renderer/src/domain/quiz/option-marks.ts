import type { QuizVerdict } from './quiz-types';

export type OptionMark = 'none' | 'picked' | 'right' | 'wrong';

/**
 * How an option shows: before a verdict, picked or not; after it, the right answer's options are
 * right, and the player's other picks wrong (every other option stays plain).
 */
export function optionMark(
  key: string,
  picked: readonly string[],
  verdict: QuizVerdict | null,
): OptionMark {
  if (!verdict) return picked.includes(key) ? 'picked' : 'none';
  if (verdict.rightAnswer.includes(key)) return 'right';
  return verdict.answer.includes(key) ? 'wrong' : 'none';
}

/** What a screen reader hears after the option's text. */
export const MARK_LABELS: Record<OptionMark, string> = {
  none: '',
  picked: '（已选）',
  right: '（正确答案）',
  wrong: '（你的选择，错误）',
};

/** The answer as the server takes it: option keys, once each, in order ("CA" → "AC"). */
export function answerOf(keys: readonly string[]): string {
  return Array.from(new Set(keys)).sort().join('');
}

/** Picks or unpicks an option of a multiple-choice question. */
export function togglePick(picked: readonly string[], key: string): string[] {
  return picked.includes(key) ? picked.filter((k) => k !== key) : [...picked, key];
}
