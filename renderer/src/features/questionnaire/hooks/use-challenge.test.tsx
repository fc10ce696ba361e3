import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { ChallengeState } from '@/contracts/api/questionnaire-challenge';

const api = vi.hoisted(() => ({
  fetchChallenge: vi.fn<(id: number) => Promise<ChallengeState>>(),
  answerChallenge: vi.fn<(id: number, index: number, answer: string) => Promise<ChallengeState>>(),
  nextLevel: vi.fn(),
  applyChallengeProp: vi.fn(),
  giveUpChallenge: vi.fn(),
}));
const toast = vi.hoisted(() => ({ showToast: vi.fn() }));
vi.mock('../api/challenge-api', () => api);
vi.mock('@/lib/toast', () => toast);

import { useChallenge } from './use-challenge';

const question = {
  id: 7,
  index: 0,
  type: 1,
  typeName: '单选题',
  stem: '题干',
  options: [{ key: 'A', text: '甲' }],
  score: 10,
};
const state = (over: Partial<ChallengeState> = {}): ChallengeState => ({
  attemptId: 3,
  phase: 'answering',
  index: 0,
  total: 5,
  question,
  deadlineAt: 120_000,
  serverNow: 100_000,
  remainingSeconds: 20,
  questionSeconds: 20,
  correctCount: 0,
  revived: false,
  verdict: null,
  props: [],
  notice: null,
  ...over,
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance', 'Date'] });
  for (const f of Object.values(api)) f.mockReset();
  toast.showToast.mockReset();
});
afterEach(() => vi.useRealTimers());

describe('useChallenge', () => {
  it('shows the server state with its clock, and sends one answer for a double tap', async () => {
    api.fetchChallenge.mockResolvedValue(state());
    let answered: (s: ChallengeState) => void = () => undefined;
    api.answerChallenge.mockReturnValue(new Promise((resolve) => (answered = resolve)));
    const { result } = renderHook(() => useChallenge(3));
    await act(async () => undefined);
    expect(result.current.seconds).toBe(20);
    act(() => {
      result.current.answer('A');
      result.current.answer('A');
    });
    expect(result.current.pending).toBe(true);
    expect(api.answerChallenge).toHaveBeenCalledTimes(1);
    expect(api.answerChallenge).toHaveBeenCalledWith(3, 0, 'A');
    await act(async () =>
      answered(
        state({
          phase: 'answered',
          verdict: {
            index: 0,
            answer: 'A',
            correct: true,
            timedOut: false,
            rightAnswer: 'A',
            analysis: '',
          },
        }),
      ),
    );
    expect(result.current.pending).toBe(false);
    expect(result.current.state?.phase).toBe('answered');
    expect(result.current.seconds).toBeNull();
  });

  it('asks the server for its verdict once the time is up (after its grace for answers in flight)', async () => {
    api.fetchChallenge.mockResolvedValueOnce(state({ deadlineAt: 102_000 }));
    const { result } = renderHook(() => useChallenge(3));
    await act(async () => undefined);
    expect(result.current.seconds).toBe(2);
    api.fetchChallenge.mockResolvedValueOnce(
      state({ phase: 'failed', notice: '答题超时，本关按答错计' }),
    );
    await act(async () => void vi.advanceTimersByTime(2_000));
    expect(result.current.seconds).toBe(0);
    expect(api.fetchChallenge).toHaveBeenCalledTimes(1);
    await act(async () => void vi.advanceTimersByTime(1_200));
    await act(async () => undefined);
    expect(result.current.state?.phase).toBe('failed');
    expect(toast.showToast).toHaveBeenCalledWith('答题超时，本关按答错计');
  });

  it("after a refused step shows the server's state again", async () => {
    api.fetchChallenge.mockResolvedValue(state({ index: 1 }));
    api.answerChallenge.mockRejectedValue(new Error('该题已作答'));
    const { result } = renderHook(() => useChallenge(3));
    await act(async () => undefined);
    await act(async () => result.current.answer('A'));
    expect(api.fetchChallenge).toHaveBeenCalledTimes(2);
    expect(result.current.state?.index).toBe(1);
  });
});
