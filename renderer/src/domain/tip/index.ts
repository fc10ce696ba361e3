/**
 * 打赏 (tips) on an article, an expert's answer or a course: the button with the content's count,
 * which loads the tip sheet (amounts, checkout) and the result only when needed.
 */
export { TipButton } from './tip-button';
export { useTipCounts } from './use-tip-counts';
