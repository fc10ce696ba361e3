/** The most a question may hold (the order payload's consultTax, checked again by the server). */
export const QUESTION_MAX = 200;

/** Why the question cannot be sent, in the server's words, or null. */
export function questionProblem(question: string): string | null {
  const q = question.trim();
  if (!q) return '请填写咨询的涉税问题';
  if (q.length > QUESTION_MAX) return '咨询问题最多200字';
  return null;
}
