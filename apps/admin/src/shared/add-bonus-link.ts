/**
 * The bonuses page opens "Přidat nový bonus" from its address, so other features (the overview's quick
 * action) can link to the form without importing it, and a reload keeps the form open.
 */
export const ADD_BONUS_LINK = { pathname: '/admin/bonuses', search: '?form=add' };

export const asksForAddForm = (params: URLSearchParams): boolean => params.get('form') === 'add';
