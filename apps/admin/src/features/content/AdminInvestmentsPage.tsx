import { useMutation, useQuery } from '@apollo/client/react';
import { ADMIN_INVESTMENT_CATEGORIES_QUERY, ADMIN_INVESTMENTS_QUERY, AdminInvestmentCategoryView, AdminInvestmentProductView, REORDER_INVESTMENTS_MUTATION, SAVE_INVESTMENT_CATEGORY_MUTATION, SAVE_INVESTMENT_PRODUCT_MUTATION } from './content.graphql';
import { errorMessage, formatCzk } from '@bonus/domain';
import { Alert, Button, ErrorState, LoadingState, Switch } from '@bonus/ui';
import { useState } from 'react';
import { ListFilterBar } from '../../shared/list-filters/ListFilterBar';
import { useListFilters } from '../../shared/list-filters/use-list-filters';
import { FILTERED_ORDER_HINT, SortableList } from '../../shared/SortableList';
import { InvestmentCategoryFormModal } from './InvestmentCategoryFormModal';
import { InvestmentProductFormModal } from './InvestmentProductFormModal';
import { CategoryDraft, categoryDraft, categoryWrite, NEW_CATEGORY, newProduct, ProductDraft, productDraft, productWrite } from './investment-drafts';
import { useSortableSave } from './use-sortable-save';
import './content.css';

/** The products of one category, hidden ones too; recommended first, as members see them. */
function CategoryProducts({ category, onEdit, onToggle }: { category: AdminInvestmentCategoryView; onEdit: (draft: ProductDraft) => void; onToggle: (product: AdminInvestmentProductView) => void }) {
  const { data, error, refetch } = useQuery(ADMIN_INVESTMENTS_QUERY, { variables: { investmentCategoryId: category.id }, fetchPolicy: 'cache-and-network' });
  return (
    <section aria-labelledby="products-title">
      <div className="admin-page__head">
        <h2 id="products-title">Produkty: {category.name}</h2>
        <Button onClick={() => onEdit(newProduct(category.id))}>Přidat produkt</Button>
      </div>
      {error && !data ? (
        <ErrorState message={errorMessage('INVESTMENTS_LOAD_FAILED')} onRetry={() => void refetch()} />
      ) : !data ? (
        <LoadingState />
      ) : data.investments.length === 0 ? (
        <p>V této kategorii zatím nejsou produkty.</p>
      ) : (
        <ul className="sortable-list">
          {data.investments.map((product) => (
            <li key={product.id} className="sortable-row" data-testid="admin-product">
              <span className="sortable-row__title">
                {product.name} <small>{product.companyName} · od {formatCzk(product.neededCapital)}{product.recommended ? ' · doporučený' : ''}</small>
              </span>
              <Switch checked={product.visible} onChange={() => onToggle(product)} label={`Zobrazit produkt ${product.name}`} onText="Zobrazený" offText="Skrytý" />
              <Button variant="secondary" onClick={() => onEdit(productDraft(product))} aria-label={`Upravit produkt ${product.name}`}>
                Upravit
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Investice: the guide's categories (searchable; ordered by drag and drop while unsearched) and each category's products. */
export function AdminInvestmentsPage() {
  const { data, error, refetch } = useQuery(ADMIN_INVESTMENT_CATEGORIES_QUERY, { fetchPolicy: 'cache-and-network' });
  const [reorder] = useMutation(REORDER_INVESTMENTS_MUTATION);
  const [saveCategory] = useMutation(SAVE_INVESTMENT_CATEGORY_MUTATION, { refetchQueries: ['AdminInvestmentCategories'] });
  const [saveProduct] = useMutation(SAVE_INVESTMENT_PRODUCT_MUTATION, { refetchQueries: ['AdminInvestments'] });
  const { items: categories, move, failed: reorderFailed } = useSortableSave(data?.adminInvestmentCategories, (ids) => reorder({ variables: { ids, products: false } }));
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [editingCategory, setEditingCategory] = useState<CategoryDraft | null>(null);
  const [editingProduct, setEditingProduct] = useState<ProductDraft | null>(null);
  const [saveFailed, setSaveFailed] = useState(false);
  // Searched in the browser (accents ignored), in the members' order; the products shown are of a shown category.
  const filters = useListFilters<AdminInvestmentCategoryView>({ searchLabel: 'Hledat kategorii', facets: [], text: (category) => category.name });
  const shown = filters.apply(categories) ?? [];
  const selected = shown.find((category) => category.id === selectedId) ?? shown[0];

  const run = (work: Promise<unknown>) => {
    setSaveFailed(false);
    work.catch(() => setSaveFailed(true));
  };
  const toggleCategory = (category: AdminInvestmentCategoryView) => run(saveCategory({ variables: { input: { ...categoryWrite(categoryDraft(category)), visible: !category.visible } } }));
  const toggleProduct = (product: AdminInvestmentProductView) => run(saveProduct({ variables: { input: { ...productWrite(productDraft(product)), visible: !product.visible } } }));

  return (
    <section className="admin-page" aria-labelledby="investments-title">
      <div className="admin-page__head">
        <h1 id="investments-title">Investice</h1>
        <Button onClick={() => setEditingCategory(NEW_CATEGORY)}>Přidat kategorii</Button>
      </div>
      {(reorderFailed || saveFailed) && <Alert>{errorMessage('CHANGES_SAVE_FAILED')}</Alert>}
      {error && !data ? (
        <ErrorState message={errorMessage('INVESTMENTS_LOAD_FAILED')} onRetry={() => void refetch()} />
      ) : !data ? (
        <LoadingState />
      ) : categories.length === 0 ? (
        <p>Zatím žádné kategorie. Přidejte první.</p>
      ) : (
        <div className="content-columns">
          <section aria-labelledby="categories-title">
            <h2 id="categories-title">Kategorie</h2>
            <ListFilterBar filters={filters} shown={shown.length} total={categories.length} />
            {shown.length === 0 && <p>Hledání neodpovídá žádná kategorie.</p>}
            <SortableList
              items={shown}
              lockedHint={filters.active ? FILTERED_ORDER_HINT : undefined}
              onMove={(from, to) => void move(from, to)}
              itemLabel={(category, index) => `kategorii ${index + 1}: ${category.name}`}
              testId="admin-category"
              renderItem={(category) => (
                <>
                  <button type="button" className="sortable-row__title link-button" aria-current={category.id === selected?.id} onClick={() => setSelectedId(category.id)}>
                    <span className="content-swatch" style={{ background: category.color }} aria-hidden="true" />
                    {category.name}
                  </button>
                  <Switch checked={category.visible} onChange={() => toggleCategory(category)} label={`Zobrazit kategorii ${category.name}`} onText="Zobrazená" offText="Skrytá" />
                  <Button variant="secondary" onClick={() => setEditingCategory(categoryDraft(category))} aria-label={`Upravit kategorii ${category.name}`}>
                    Upravit
                  </Button>
                </>
              )}
            />
          </section>
          {selected && <CategoryProducts category={selected} onEdit={setEditingProduct} onToggle={toggleProduct} />}
        </div>
      )}
      {editingCategory && <InvestmentCategoryFormModal initial={editingCategory} onClose={() => setEditingCategory(null)} />}
      {editingProduct && <InvestmentProductFormModal initial={editingProduct} onClose={() => setEditingProduct(null)} />}
    </section>
  );
}
