import { describe, expect, it } from 'vitest';
import { answerOf, optionMark, togglePick } from './option-marks';

describe('option marks', () => {
  it('shows the picks before a verdict', () => {
    expect(optionMark('A', ['A'], null)).toBe('picked');
    expect(optionMark('B', ['A'], null)).toBe('none');
  });

  it('marks the right options and the wrong picks after a verdict', () => {
    const verdict = { answer: 'AB', rightAnswer: 'AC', correct: false, timedOut: false };
    expect(['A', 'B', 'C', 'D'].map((k) => optionMark(k, [], verdict))).toEqual([
      'right',
      'wrong',
      'right',
      'none',
    ]);
  });

  it('after a time-out shows only the right answer', () => {
    const verdict = { answer: '', rightAnswer: 'B', correct: false, timedOut: true };
    expect(['A', 'B'].map((k) => optionMark(k, ['A'], verdict))).toEqual(['none', 'right']);
  });

  it('answers keys once each, in order, and toggles multiple-choice picks', () => {
    expect(answerOf(['C', 'A', 'C'])).toBe('AC');
    expect(togglePick(['A'], 'B')).toEqual(['A', 'B']);
    expect(togglePick(['A', 'B'], 'A')).toEqual(['B']);
  });
});
