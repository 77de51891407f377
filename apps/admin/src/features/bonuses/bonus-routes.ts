/** Where the bonus list lives; the editor is at `${BONUS_LIST_PATH}/:id` and `${BONUS_LIST_PATH}/new`. */
export const BONUS_LIST_PATH = '/admin/bonuses';

/** What the list hands the editor and the editor hands back: the list's query string (search, chips) and, after a save, its notice. */
export interface BonusListState {
  listSearch: string;
  notice?: string;
}

export const bonusListState = (listSearch: string, notice?: string): BonusListState => ({ listSearch, ...(notice && { notice }) });
export const bonusEditorPath = (id: number | 'new') => `${BONUS_LIST_PATH}/${id}`;
