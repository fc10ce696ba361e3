import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { QuestionCard } from './question-card';
import { CountdownRing } from './countdown-ring';
import { syncDeadline, useDeadlineCountdown } from './use-deadline-countdown';
import type { DeadlineSync } from './deadline';

const single = {
  id: 1,
  type: 1,
  typeName: '单选题',
  stem: '增值税基本税率是？',
  options: [
    { key: 'A', text: '6%' },
    { key: 'B', text: '13%' },
  ],
};
const multiple = {
  ...single,
  id: 2,
  type: 2,
  typeName: '多选题',
  stem: '哪些属于流转税？',
  options: [
    { key: 'A', text: '增值税' },
    { key: 'B', text: '消费税' },
    { key: 'C', text: '个人所得税' },
  ],
};

describe('QuestionCard', () => {
  it('answers a single-choice question on the tap', () => {
    const onAnswer = vi.fn();
    render(<QuestionCard question={single} verdict={null} onAnswer={onAnswer} />);
    expect(screen.getByRole('heading', { name: '增值税基本税率是？' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'B. 13%' }));
    expect(onAnswer).toHaveBeenCalledWith('B');
  });

  it('collects a multiple-choice answer and sends it with 提交答案', () => {
    const onAnswer = vi.fn();
    render(<QuestionCard question={multiple} verdict={null} onAnswer={onAnswer} />);
    const submit = screen.getByRole('button', { name: '提交答案' });
    expect(submit).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: /^B\. 消费税/ }));
    fireEvent.click(screen.getByRole('button', { name: /^A\. 增值税/ }));
    expect(screen.getByRole('button', { name: /^A\. 增值税/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(onAnswer).not.toHaveBeenCalled();
    fireEvent.click(submit);
    expect(onAnswer).toHaveBeenCalledWith('AB');
  });

  it('shows the verdict in words and takes no more answers', () => {
    const onAnswer = vi.fn();
    render(
      <QuestionCard
        question={single}
        verdict={{ answer: 'A', rightAnswer: 'B', correct: false, timedOut: false }}
        onAnswer={onAnswer}
      />,
    );
    expect(screen.getByRole('button', { name: /^A\. 6%\s*（你的选择，错误）$/ })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: /^B\. 13%\s*（正确答案）$/ }));
    expect(onAnswer).not.toHaveBeenCalled();
  });

  it('takes no answer while disabled (an answer on its way)', () => {
    const onAnswer = vi.fn();
    render(<QuestionCard question={single} verdict={null} disabled onAnswer={onAnswer} />);
    fireEvent.click(screen.getByRole('button', { name: 'A. 6%' }));
    expect(onAnswer).not.toHaveBeenCalled();
  });
});

describe('CountdownRing', () => {
  it('is a named timer', () => {
    render(<CountdownRing seconds={4} fullSeconds={20} />);
    expect(screen.getByRole('timer', { name: '剩余时间 4 秒' })).toHaveClass('quiz-ring--urgent');
  });
});

function Countdown({
  sync,
  onExpire,
  onVisible,
}: {
  sync: DeadlineSync | null;
  onExpire: () => void;
  onVisible: () => void;
}) {
  const seconds = useDeadlineCountdown(sync, { onExpire, onVisible });
  return <p>{seconds === null ? '未开始' : `${seconds}秒`}</p>;
}

describe('useDeadlineCountdown', () => {
  beforeEach(() =>
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance', 'Date'] }),
  );
  afterEach(() => vi.useRealTimers());

  it('ticks down from the server deadline and calls onExpire once at 0', () => {
    const onExpire = vi.fn();
    const sync = syncDeadline(13_000, 10_000);
    render(<Countdown sync={sync} onExpire={onExpire} onVisible={vi.fn()} />);
    expect(screen.getByText('3秒')).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(1_000));
    expect(screen.getByText('2秒')).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(2_000));
    expect(screen.getByText('0秒')).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(5_000));
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('recomputes at once and asks for a fresh deadline when the page is visible again', () => {
    const onVisible = vi.fn();
    const sync = syncDeadline(20_000, 10_000);
    render(<Countdown sync={sync} onExpire={vi.fn()} onVisible={onVisible} />);
    expect(screen.getByText('10秒')).toBeInTheDocument();
    // Timers were throttled in the background: the clock moved 6 s, no tick ran.
    vi.setSystemTime(Date.now() + 6_000);
    vi.spyOn(performance, 'now').mockReturnValue(sync.receivedAt + 6_000);
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(screen.getByText('4秒')).toBeInTheDocument();
    expect(onVisible).toHaveBeenCalledTimes(1);
  });

  it('runs no clock without a deadline', () => {
    render(<Countdown sync={null} onExpire={vi.fn()} onVisible={vi.fn()} />);
    expect(screen.getByText('未开始')).toBeInTheDocument();
  });
});
