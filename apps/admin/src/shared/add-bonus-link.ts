/** The bonus editor's address for a new bonus, so other features (the overview's quick action) can link to it without importing it. */
export const ADD_BONUS_LINK = { pathname: '/admin/bonuses/new' };
