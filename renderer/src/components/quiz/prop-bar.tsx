import './quiz.css';
import type { QuizProp } from './quiz-types';

type PropBarProps = {
  props: readonly QuizProp[];
  /** A prop request on its way: every prop waits for its answer. */
  busy?: boolean;
  onUse: (propType: number) => void;
  /** A prop the server would refuse now: its reason is told instead of sending it. */
  onRefused: (reason: string) => void;
};

/** The props (道具) with their counts; the server says which one it accepts on this question, and why not. */
export function PropBar({ props, busy = false, onUse, onRefused }: PropBarProps) {
  return (
    <ul className="quiz-props" aria-label="道具">
      {props.map((p) => (
        <li key={p.propType}>
          <button
            type="button"
            className={`quiz-prop${p.usable ? '' : ' quiz-prop--off'}`}
            aria-disabled={!p.usable || undefined}
            disabled={busy}
            onClick={() => (p.usable ? onUse(p.propType) : onRefused(p.reason ?? `暂不能使用${p.name}`))}
          >
            <span className="quiz-prop__name">{p.name}</span>
            <span className="quiz-prop__count">×{p.count}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
