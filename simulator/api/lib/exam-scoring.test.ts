import { describe, expect, it } from 'vitest';
import { createRng } from './prng';
import {
  ANSWER_REDPACK_MAX_CENTS,
  ANSWER_REDPACK_MIN_CENTS,
  answerRedpackCents,
  attemptsLeft,
  beatsBest,
  earnsAnswerRedpack,
  examStatus,
  isOverdue,
  isPassed,
  POINTS_PER_QUESTION,
  scoreOf,
  secondsLeft,
  usedSecondsOf,
} from './exam-scoring';

describe('exam status', () => {
  const e = { start_at: 1_000, end_at: 5_000 };
  it('is 0 before the start, 1 from the start to the end included, 2 after', () => {
    expect(examStatus(e, 999)).toBe(0);
    expect(examStatus(e, 1_000)).toBe(1);
    expect(examStatus(e, 3_000)).toBe(1);
    expect(examStatus(e, 5_000)).toBe(1);
    expect(examStatus(e, 5_001)).toBe(2);
  });
});

describe('seconds left', () => {
  it('rounds a started second up and never goes below zero', () => {
    expect(secondsLeft(10_000, 8_500)).toBe(2);
    expect(secondsLeft(10_000, 9_000)).toBe(1);
    expect(secondsLeft(10_000, 9_999)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 12_500)).toBe(0);
  });
});

describe('score', () => {
  it('is ten points a right answer', () => {
    expect(POINTS_PER_QUESTION).toBe(10);
    expect(scoreOf(0)).toBe(0);
    expect(scoreOf(7)).toBe(70);
  });

  it('passes at the pass score and above', () => {
    expect(isPassed(80, 80)).toBe(true);
    expect(isPassed(90, 80)).toBe(true);
    expect(isPassed(70, 80)).toBe(false);
  });
});

describe('attempts left today', () => {
  it('adds the extra attempts to what is left of the daily allowance', () => {
    expect(attemptsLeft(3, 1, 2)).toBe(4);
    expect(attemptsLeft(3, 0, 0)).toBe(3);
    expect(attemptsLeft(3, 3, 0)).toBe(0);
  });

  it('never counts a day used beyond its allowance against the extra attempts', () => {
    expect(attemptsLeft(3, 5, 2)).toBe(2);
    expect(attemptsLeft(3, 4, 0)).toBe(0);
  });
});

describe('time used', () => {
  const started = 100_000;
  const deadline = started + 60_000;
  it('runs from the start to the submission, in whole seconds', () => {
    expect(usedSecondsOf(started, deadline, started + 4_400)).toBe(4);
    expect(usedSecondsOf(started, deadline, started + 4_500)).toBe(5);
    expect(usedSecondsOf(started, deadline, started + 59_000)).toBe(59);
  });

  it('stops at the deadline when the attempt was submitted after it', () => {
    expect(usedSecondsOf(started, deadline, deadline)).toBe(60);
    expect(usedSecondsOf(started, deadline, deadline + 30_000)).toBe(60);
  });

  it('is at least one second', () => {
    expect(usedSecondsOf(started, deadline, started)).toBe(1);
    expect(usedSecondsOf(started, deadline, started + 200)).toBe(1);
  });
});

describe('best score', () => {
  const best = { best_score: 80, best_seconds: 120 };
  it('is set by the first result', () => {
    expect(beatsBest(0, 900, undefined)).toBe(true);
  });

  it('is beaten by a higher score whatever its time', () => {
    expect(beatsBest(90, 500, best)).toBe(true);
    expect(beatsBest(90, 60, best)).toBe(true);
  });

  it('is beaten by the same score in less time only', () => {
    expect(beatsBest(80, 119, best)).toBe(true);
    expect(beatsBest(80, 120, best)).toBe(false);
    expect(beatsBest(80, 121, best)).toBe(false);
  });

  it('is never beaten by a lower score, however fast', () => {
    expect(beatsBest(70, 10, best)).toBe(false);
    expect(beatsBest(70, 120, best)).toBe(false);
  });
});

describe('answer red packet', () => {
  it('goes with the first pass of the day only', () => {
    expect(earnsAnswerRedpack(true, 1)).toBe(true);
    expect(earnsAnswerRedpack(true, 2)).toBe(false);
    expect(earnsAnswerRedpack(true, 0)).toBe(false);
    expect(earnsAnswerRedpack(false, 1)).toBe(false);
  });

  it('is the same for the same attempt, and drawn per attempt', () => {
    expect(answerRedpackCents(7)).toBe(answerRedpackCents(7));
    expect(answerRedpackCents(7)).toBe(
      createRng('redpack:7').int(ANSWER_REDPACK_MIN_CENTS, ANSWER_REDPACK_MAX_CENTS),
    );
    const amounts = new Set(Array.from({ length: 50 }, (_, i) => answerRedpackCents(i + 1)));
    expect(amounts.size).toBeGreaterThan(10);
  });

  it('is between 0.30 and 3.00 yuan', () => {
    expect([ANSWER_REDPACK_MIN_CENTS, ANSWER_REDPACK_MAX_CENTS]).toEqual([30, 300]);
    const amounts = Array.from({ length: 2_000 }, (_, i) => answerRedpackCents(i + 1));
    expect(Math.min(...amounts)).toBe(30);
    expect(Math.max(...amounts)).toBe(300);
  });
});

describe('overdue attempt', () => {
  const open = { finished_at: null, deadline_at: 10_000 };
  it('is one still open after its deadline', () => {
    expect(isOverdue(open, 10_001)).toBe(true);
    expect(isOverdue(open, 10_000)).toBe(false);
    expect(isOverdue(open, 9_000)).toBe(false);
  });

  it('is never one already submitted', () => {
    expect(isOverdue({ finished_at: 9_000, deadline_at: 10_000 }, 20_000)).toBe(false);
  });
});
