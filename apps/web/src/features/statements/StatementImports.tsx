import { bankAccountDisplay } from '@bonus/domain';
import { Button, DataColumn, DataTable } from '@bonus/ui';
import { Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { DeleteStatementModal } from './DeleteStatementModal';
import { momentOf, periodOf } from './statement-dates';
import type { StatementView } from './statements.graphql';

const columns = (onDelete: (statement: StatementView) => void): DataColumn<StatementView>[] => [
  { id: 'account', header: 'Účet', cell: (statement) => bankAccountDisplay(statement.account) },
  { id: 'period', header: 'Období', cell: periodOf },
  { id: 'entries', header: 'Pohybů', align: 'right', cell: (statement) => statement.entryCount.toLocaleString('cs-CZ') },
  { id: 'imported', header: 'Nových', align: 'right', cell: (statement) => statement.importedCount.toLocaleString('cs-CZ') },
  { id: 'importedAt', header: 'Nahráno', cell: (statement) => momentOf(statement.importedAt) },
  {
    id: 'delete',
    header: 'Smazat',
    hiddenHeader: true,
    cell: (statement) => (
      <Button variant="secondary" className="statement-delete" aria-label={`Smazat import účtu ${statement.account} za ${periodOf(statement)}`} onClick={() => onDelete(statement)}>
        <Trash2 size={18} aria-hidden="true" /> Smazat
      </Button>
    ),
  },
];

/** Nahrané výpisy: every import with its account, period and counts; deleting one takes its transactions too. */
export function StatementImports({ statements, onDelete }: { statements: StatementView[] | undefined; onDelete: (id: number) => Promise<string | null> }) {
  const [deleting, setDeleting] = useState<StatementView | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const deleted = useRef(false);
  const remove = async (id: number) => {
    const refusal = await onDelete(id);
    deleted.current = refusal === null;
    return refusal;
  };
  // The deleted row took its button with it: once the dialog has closed, the focus goes to the list's heading.
  useEffect(() => {
    if (deleting || !deleted.current) return;
    deleted.current = false;
    heading.current?.focus();
  }, [deleting]);
  return (
    <section className="statement-imports" aria-labelledby="statement-imports-title">
      <h2 id="statement-imports-title" ref={heading} tabIndex={-1}>
        Nahrané výpisy
      </h2>
      <DataTable
        label="Nahrané výpisy"
        rows={statements}
        columns={columns(setDeleting)}
        rowKey={(statement) => String(statement.id)}
        emptyText="Zatím jste nenahráli žádný výpis."
        loadingText="Načítám výpisy…"
        rowTestId="statement-row"
      />
      {deleting && <DeleteStatementModal statement={deleting} onDelete={remove} onClose={() => setDeleting(null)} />}
    </section>
  );
}
