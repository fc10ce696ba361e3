import './countdown-ring.css';
import { formatSecondsLeft, fractionLeft } from './deadline';

const RADIUS = 26;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * A question's countdown as a ring with the seconds in it; red in the last five seconds. A timer
 * (not a live region): screen readers read it when asked, not every second.
 */
export function CountdownRing({ seconds, fullSeconds }: { seconds: number; fullSeconds: number }) {
  const urgent = seconds <= 5;
  return (
    <div
      className={`quiz-ring${urgent ? ' quiz-ring--urgent' : ''}`}
      role="timer"
      aria-label={`剩余时间 ${seconds} 秒`}
    >
      <svg width="64" height="64" viewBox="0 0 64 64" aria-hidden="true">
        <circle cx="32" cy="32" r={RADIUS} className="quiz-ring__track" />
        <circle
          cx="32"
          cy="32"
          r={RADIUS}
          className="quiz-ring__bar"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - fractionLeft(seconds, fullSeconds))}
          transform="rotate(-90 32 32)"
        />
      </svg>
      <span className="quiz-ring__text" aria-hidden="true">
        {formatSecondsLeft(seconds)}
      </span>
    </div>
  );
}
