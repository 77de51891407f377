import { riskGaugeAngle, riskLabel } from '@bonus/domain';

/** A half-dial from none (left) to extreme (right); the needle turns 45° per risk level (spec section 9). */
export function RiskGauge({ level, size = 96 }: { level: number; size?: number }) {
  const label = `Riziko: ${riskLabel(level)}`;
  return (
    <figure className="ui-risk-gauge" style={{ width: size }}>
      <svg viewBox="0 0 100 60" role="img" aria-label={label}>
        <path d="M10 50 A40 40 0 0 1 90 50" fill="none" stroke="url(#ui-risk-gradient)" strokeWidth="10" strokeLinecap="round" />
        <defs>
          <linearGradient id="ui-risk-gradient">
            <stop offset="0%" stopColor="var(--color-success)" />
            <stop offset="50%" stopColor="var(--color-accent)" />
            <stop offset="100%" stopColor="var(--color-danger)" />
          </linearGradient>
        </defs>
        <line
          data-testid="risk-needle"
          x1="50"
          y1="50"
          x2="50"
          y2="16"
          stroke="var(--color-text)"
          strokeWidth="4"
          strokeLinecap="round"
          transform={`rotate(${riskGaugeAngle(level)} 50 50)`}
        />
        <circle cx="50" cy="50" r="5" fill="var(--color-text)" />
      </svg>
      <figcaption>{riskLabel(level)}</figcaption>
    </figure>
  );
}
