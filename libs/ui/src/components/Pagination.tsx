/** Previous, numbered pages and next (spec: history and admin lists). Pages are 1-based. */
export function Pagination({ page, pageCount, onPage, label = 'Stránkování' }: { page: number; pageCount: number; onPage: (page: number) => void; label?: string }) {
  if (pageCount <= 1) return null;
  return (
    <nav className="ui-pagination" aria-label={label}>
      <button type="button" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        ‹ Předchozí
      </button>
      {Array.from({ length: pageCount }, (_, index) => index + 1).map((number) => (
        <button key={number} type="button" onClick={() => onPage(number)} aria-current={number === page ? 'page' : undefined} aria-label={`Strana ${number}`}>
          {number}
        </button>
      ))}
      <button type="button" onClick={() => onPage(page + 1)} disabled={page >= pageCount}>
        Další ›
      </button>
    </nav>
  );
}
