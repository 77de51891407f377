import { formatCzk, formatCzkWithHalere } from '@bonus/domain';

/**
 * An amount in Kč set as money: tabular figures, no break between the number and "Kč". Signed shows "+" on gains;
 * `halere` keeps the haléře of an amount that has them (a bank statement's), where screens otherwise show whole crowns.
 */
export function Money({ czk, signed = false, halere = false, className }: { czk: number; signed?: boolean; halere?: boolean; className?: string }) {
  const text = (halere ? formatCzkWithHalere : formatCzk)(signed ? Math.abs(czk) : czk);
  const sign = signed ? (czk > 0 ? '+' : czk < 0 ? '−' : '') : '';
  return <span className={['ui-money', className].filter(Boolean).join(' ')}>{sign}{text}</span>;
}

/** The difference between what was achieved and what was expected, as a coloured chip ("+100 Kč" green, "−300 Kč" red). */
export function DiffChip({ actual, expected }: { actual: number; expected: number }) {
  const diff = actual - expected;
  const tone = diff > 0 ? 'up' : diff < 0 ? 'down' : 'even';
  const label = diff === 0 ? 'stejně jako očekáváno' : diff > 0 ? `o ${formatCzk(diff)} více než očekáváno` : `o ${formatCzk(-diff)} méně než očekáváno`;
  return (
    <span className={`ui-diff-chip ui-diff-chip--${tone}`} title={label}>
      <span aria-hidden="true"><Money czk={diff} signed /></span>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
