import './prop-bar.css';

/** A prop (道具) as the server offers it on the current question. */
export type QuizProp = {
  propType: number;
  name: string;
  count: number;
  usable: boolean;
  reason: string | null;
};

type PropBarProps = {
  props: readonly QuizProp[];
  /**
   * A prop request on its way, or the props of a new question still being asked for: every prop
   * waits (the list says it is busy).
   */
  busy?: boolean;
  onUse: (propType: number) => void;
  /** A prop the server would refuse now: its reason is told instead of sending it. */
  onRefused: (reason: string) => void;
};

/** The props (道具) with their counts; the server says which one it accepts on this question, and why not. */
export function PropBar({ props, busy = false, onUse, onRefused }: PropBarProps) {
  return (
    <ul className="quiz-props" aria-label="道具" aria-busy={busy || undefined}>
      {props.map((p) => (
        <li key={p.propType}>
          <button
            type="button"
            className={`quiz-prop${p.usable ? '' : ' quiz-prop--off'}`}
            aria-disabled={!p.usable || undefined}
            disabled={busy}
            onClick={() =>
              p.usable ? onUse(p.propType) : onRefused(p.reason ?? `暂不能使用${p.name}`)
            }
          >
            <span className="quiz-prop__name">{p.name}</span>
            <span className="quiz-prop__count">×{p.count}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * The bar's place while the props are on their way: the same rows and height, unlabelled and
 * hidden from screen readers, so nothing below it moves when the props arrive.
 */
export function PropBarPlaceholder({ count = 3 }: { count?: number }) {
  return (
    <ul className="quiz-props" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          {/* A disabled button with text of the same script, unseen: the real ones' exact height. */}
          <button type="button" className="quiz-prop quiz-prop--placeholder" disabled tabIndex={-1}>
            <span className="quiz-prop__name">道具</span>
            <span className="quiz-prop__count">×0</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
