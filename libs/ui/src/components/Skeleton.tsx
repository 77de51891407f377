/**
 * Grey shapes where content is loading, so the page keeps its layout instead of a spinner and a sentence.
 * Screen readers hear only `label` (a Czech "Načítám…"); the shapes are hidden from them.
 */
export function Skeleton({ label, shape = 'rows', count = 3 }: { label: string; shape?: 'rows' | 'cards' | 'block'; count?: number }) {
  return (
    <div className={`ui-skeleton ui-skeleton--${shape}`} role="status" aria-busy="true" data-testid="skeleton">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: shape === 'block' ? 1 : count }, (_, index) => (
        <span key={index} className="ui-skeleton__item" aria-hidden="true" />
      ))}
    </div>
  );
}
