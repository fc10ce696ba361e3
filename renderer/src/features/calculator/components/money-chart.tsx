import { formatRate, formatYuan, ratioBp, type Cents } from '../engine/money';

export interface ChartPart {
  readonly label: string;
  readonly amount: Cents;
  readonly color: string;
}

const RADIUS = 42;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * Where the money goes, as an SVG donut with a legend. The SVG is one labelled image for screen
 * readers; the legend lists the same figures as text.
 */
export function MoneyChart({ title, parts }: { title: string; parts: readonly ChartPart[] }) {
  const shown = parts.map((p) => ({ ...p, amount: Math.max(0, p.amount) }));
  const total = shown.reduce((sum, p) => sum + p.amount, 0);
  const withShare = shown.map((p) => ({ ...p, share: ratioBp(p.amount, total) }));
  const description = withShare
    .map((p) => `${p.label} ${formatYuan(p.amount)} 元，占 ${formatRate(p.share)}`)
    .join('；');
  let offset = 0;
  return (
    <figure className="calc-chart" aria-label={title}>
      <svg
        viewBox="0 0 100 100"
        role="img"
        aria-label={`${title}：${description}`}
        className="calc-chart__donut"
      >
        <circle cx="50" cy="50" r={RADIUS} fill="none" stroke="#f0f0f0" strokeWidth="14" />
        {total > 0
          ? withShare.map((p) => {
              const length = (p.share / 10_000) * CIRCUMFERENCE;
              const circle = (
                <circle
                  key={p.label}
                  cx="50"
                  cy="50"
                  r={RADIUS}
                  fill="none"
                  stroke={p.color}
                  strokeWidth="14"
                  strokeDasharray={`${length} ${CIRCUMFERENCE - length}`}
                  strokeDashoffset={-offset}
                  transform="rotate(-90 50 50)"
                />
              );
              offset += length;
              return circle;
            })
          : null}
      </svg>
      <figcaption>
        <ul className="calc-chart__legend">
          {withShare.map((p) => (
            <li key={p.label}>
              <span
                className="calc-chart__swatch"
                style={{ background: p.color }}
                aria-hidden="true"
              />
              <span className="calc-chart__label">{p.label}</span>
              <span className="calc-chart__value">{formatYuan(p.amount)}</span>
              <span className="calc-chart__share">{formatRate(p.share)}</span>
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}

export const CHART_COLORS = { tax: '#ff4d4f', insurance: '#faad14', takeHome: '#1677ff' } as const;
