/** An amount of four or more digits written without group separators ("2000 Kč"): no screen may show one (issue #58). */
export const UNFORMATTED_AMOUNT = /\d{4,}[ \u00a0]?Kč/;
