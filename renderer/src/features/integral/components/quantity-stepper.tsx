import { clampQuantity } from '../lib/quantity';

/** − value + within [1, max]; the buttons stop at the bounds. */
export function QuantityStepper({
  value,
  max,
  onChange,
}: {
  value: number;
  max: number;
  onChange: (n: number) => void;
}) {
  return (
    <div className="mall-stepper" role="group" aria-label="兑换数量">
      <button
        type="button"
        aria-label="减少"
        disabled={value <= 1}
        onClick={() => onChange(clampQuantity(value - 1, max))}
      >
        −
      </button>
      <output aria-live="polite" aria-label="数量">
        {value}
      </output>
      <button
        type="button"
        aria-label="增加"
        disabled={value >= max}
        onClick={() => onChange(clampQuantity(value + 1, max))}
      >
        +
      </button>
    </div>
  );
}
