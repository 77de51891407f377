import sanitizeHtml from 'sanitize-html';
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS, RICH_TEXT_URL_SCHEMES } from '@bonus/domain';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: Object.fromEntries(Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, attributes]) => [tag, [...attributes]])),
  allowedSchemes: [...RICH_TEXT_URL_SCHEMES],
  // Links open outside the app and pass no referrer or opener to the bonus site.
  transformTags: { a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }) },
};

/** Bonus descriptions and step texts as stored: only the domain's rich-text tags, no scripts or handlers. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
