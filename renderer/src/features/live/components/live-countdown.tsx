import { useEffect, useRef, useState, type ReactNode } from 'react';
import { formatDate } from '@/lib/format';
import { formatCountdown } from '../lib/course-format';
import './live-countdown.css';

type Props = {
  startAt: number;
  cover: string;
  onStart: () => void;
  /** Under the countdown: the session's purchase, or that it is bought. */
  children?: ReactNode;
};

/** An upcoming session: its cover, the start time and 距开播 counting down; at zero the page reloads. */
export function LiveCountdown({ startAt, cover, onStart, children }: Props) {
  const [now, setNow] = useState(() => Date.now());
  const onStartRef = useRef(onStart);
  onStartRef.current = onStart;
  const left = startAt - now;
  useEffect(() => {
    if (left <= 0) {
      onStartRef.current();
      return undefined;
    }
    const t = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(t);
  }, [left]);
  return (
    <section className="live-stage-locked" aria-label="直播预告">
      <img className="live-stage-locked__cover" src={cover} alt="" />
      <div className="live-countdown">
        <p>开播时间 {formatDate(startAt, 'MM-DD HH:mm')}</p>
        <p className="live-countdown__left" role="timer" aria-live="off">
          距开播 {formatCountdown(left)}
        </p>
      </div>
      {children}
    </section>
  );
}
