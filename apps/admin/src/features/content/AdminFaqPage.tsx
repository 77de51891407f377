import { useMutation, useQuery } from '@apollo/client/react';
import { ADMIN_FAQS_QUERY, AdminFaqView, FaqWrite, REORDER_FAQS_MUTATION, SAVE_FAQ_MUTATION } from './content.graphql';
import { errorMessage } from '@bonus/domain';
import { Alert, Button, ErrorState, LoadingState, Switch } from '@bonus/ui';
import { useState } from 'react';
import { ListFilterBar } from '../../shared/list-filters/ListFilterBar';
import { useListFilters } from '../../shared/list-filters/use-list-filters';
import { FILTERED_ORDER_HINT, SortableList } from '../../shared/SortableList';
import { FaqFormModal } from './FaqFormModal';
import { useSortableSave } from './use-sortable-save';
import './content.css';

const NEW_FAQ: FaqWrite = { faqCategoryName: '', question: '', answer: '', visible: true };

const toWrite = ({ id, faqCategoryName, question, answer, visible }: AdminFaqView): FaqWrite => ({ id, faqCategoryName, question, answer, visible });

/** FAQ: the questions members and visitors read, in the order they see them (searchable; moved only unsearched); hidden ones stay here. */
export function AdminFaqPage() {
  const { data, error, refetch } = useQuery(ADMIN_FAQS_QUERY, { fetchPolicy: 'cache-and-network' });
  const [reorder] = useMutation(REORDER_FAQS_MUTATION);
  const [save] = useMutation(SAVE_FAQ_MUTATION, { refetchQueries: ['AdminFaqs'] });
  const [editing, setEditing] = useState<FaqWrite | null>(null);
  const [saveFailed, setSaveFailed] = useState(false);
  const { items, move, failed: reorderFailed } = useSortableSave(data?.adminFaqs, (ids) => reorder({ variables: { ids } }));
  const categories = [...new Set(items.map((faq) => faq.faqCategoryName))];
  // Searched in the browser (accents ignored), in the members' order.
  const filters = useListFilters<AdminFaqView>({ searchLabel: 'Hledat otázku nebo kategorii', facets: [], text: (faq) => `${faq.question} ${faq.faqCategoryName}` });
  const shown = filters.apply(items) ?? [];
  const [crossCategoryMove, setCrossCategoryMove] = useState(false);
  // Members read the FAQ grouped by category, so a question moves only among its own category's questions.
  const moveWithinCategory = (from: number, to: number) => {
    setCrossCategoryMove(items[from].faqCategoryName !== items[to].faqCategoryName);
    if (items[from].faqCategoryName === items[to].faqCategoryName) void move(from, to);
  };

  const toggle = async (faq: AdminFaqView) => {
    setSaveFailed(false);
    await save({ variables: { input: { ...toWrite(faq), visible: !faq.visible } } }).catch(() => setSaveFailed(true));
  };

  return (
    <section className="admin-page" aria-labelledby="faq-title">
      <div className="admin-page__head">
        <h1 id="faq-title">FAQ</h1>
        <Button onClick={() => setEditing(NEW_FAQ)}>Přidat otázku</Button>
      </div>
      {(reorderFailed || saveFailed) && <Alert>{errorMessage('CHANGES_SAVE_FAILED')}</Alert>}
      {crossCategoryMove && <Alert>Otázku lze přesouvat jen mezi otázkami její kategorie. Kategorii změníte v úpravě otázky.</Alert>}
      {error && !data ? (
        <ErrorState message={errorMessage('FAQ_LOAD_FAILED')} onRetry={() => void refetch()} />
      ) : !data ? (
        <LoadingState />
      ) : items.length === 0 ? (
        <p>Zatím žádné otázky. Přidejte první.</p>
      ) : (
        <>
          <ListFilterBar filters={filters} shown={shown.length} total={items.length} />
          {shown.length === 0 ? (
            <p>Hledání neodpovídá žádná otázka.</p>
          ) : (
            <SortableList
              items={shown}
              lockedHint={filters.active ? FILTERED_ORDER_HINT : undefined}
              onMove={moveWithinCategory}
              itemLabel={(faq, index) => `otázku ${index + 1}: ${faq.question}`}
              testId="admin-faq"
              renderItem={(faq) => (
                <>
                  <span className="sortable-row__title">
                    {faq.question} <small>{faq.faqCategoryName}</small>
                  </span>
                  <Switch checked={faq.visible} onChange={() => void toggle(faq)} label={`Zobrazit otázku ${faq.question}`} onText="Zobrazená" offText="Skrytá" />
                  <Button variant="secondary" onClick={() => setEditing(toWrite(faq))} aria-label={`Upravit otázku ${faq.question}`}>
                    Upravit
                  </Button>
                </>
              )}
            />
          )}
        </>
      )}
      {editing && <FaqFormModal initial={editing} categories={categories} onClose={() => setEditing(null)} />}
    </section>
  );
}
