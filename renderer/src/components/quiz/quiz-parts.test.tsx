import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { QuestionCard } from './question-card';
import { PropBar, PropBarPlaceholder } from './prop-bar';
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

describe('PropBar', () => {
  const props = [
    { propType: 3, name: '延时卡', count: 1, usable: true, reason: null },
    { propType: 1, name: '去错卡', count: 1, usable: false, reason: '判断题不能使用去错卡' },
  ];

  it('uses a usable prop and tells why another is refused, without sending it', () => {
    const onUse = vi.fn();
    const onRefused = vi.fn();
    render(<PropBar props={props} onUse={onUse} onRefused={onRefused} />);
    fireEvent.click(screen.getByRole('button', { name: '延时卡 ×1' }));
    expect(onUse).toHaveBeenCalledWith(3);
    const off = screen.getByRole('button', { name: '去错卡 ×1' });
    expect(off).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(off);
    expect(onRefused).toHaveBeenCalledWith('判断题不能使用去错卡');
    expect(onUse).toHaveBeenCalledTimes(1);
  });

  it('waits while a prop is on its way', () => {
    render(<PropBar props={props} busy onUse={vi.fn()} onRefused={vi.fn()} />);
    expect(screen.getByRole('button', { name: '延时卡 ×1' })).toBeDisabled();
  });

  it('keeps its place with the same rows while the props load, hidden from screen readers', () => {
    const { container } = render(<PropBarPlaceholder />);
    const list = container.querySelector('ul.quiz-props');
    expect(list).toHaveAttribute('aria-hidden', 'true');
    expect(
      list?.querySelectorAll('li > .quiz-prop > .quiz-prop__name + .quiz-prop__count'),
    ).toHaveLength(3);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    // Nothing in it takes the focus (aria-hidden content must not).
    list?.querySelectorAll('button').forEach((button) => expect(button).toBeDisabled());
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
