import './rate-picker.css';

/** The playback rates offered (docs/product.md「课程与直播」). */
export const RATES = [0.75, 1, 1.25, 1.5, 2] as const;

/** 倍速: one button per rate (named by its text, 1.5x, in the group 倍速), the chosen one pressed. */
export function RatePicker({
  value,
  onChange,
}: {
  value: number;
  onChange: (rate: number) => void;
}) {
  return (
    <div className="live-rates" role="group" aria-label="倍速">
      <span className="live-rates__label" aria-hidden>
        倍速
      </span>
      {RATES.map((r) => (
        <button
          key={r}
          type="button"
          className="live-rates__rate"
          aria-pressed={value === r}
          onClick={() => onChange(r)}
        >
          {r}x
        </button>
      ))}
    </div>
  );
}
