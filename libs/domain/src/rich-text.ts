/**
 * The HTML that bonus descriptions and steps may contain (spec section 3: rich text). The server
 * sanitises with this list on save and when it sends a bonus; the web apps sanitise again on render.
 */
export const RICH_TEXT_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'a', 'h3', 'h4', 'blockquote', 'span'] as const;

export const RICH_TEXT_ATTRIBUTES: Record<string, readonly string[]> = { a: ['href', 'target', 'rel'] };

/** Links may only leave to the web or to e-mail. */
export const RICH_TEXT_URL_SCHEMES = ['https', 'http', 'mailto'] as const;
