import { describe, expect, it } from 'vitest';
import { questionProblem } from './question-rules';

describe('questionProblem', () => {
  it('asks for a question and caps it at 200 characters, as the server does', () => {
    expect(questionProblem('   ')).toBe('请填写咨询的涉税问题');
    expect(questionProblem('问'.repeat(201))).toBe('咨询问题最多200字');
    expect(questionProblem(' 股权转让个税如何核定？ ')).toBeNull();
  });
});
