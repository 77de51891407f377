import DOMPurify from 'dompurify';
import { formatCzkAmountsInText, RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS } from '@bonus/domain';
import { useMemo } from 'react';

const ALLOWED_ATTR = [...new Set(Object.values(RICH_TEXT_ATTRIBUTES).flat())];

/** Sets the bare amounts of the text (not of attributes such as links) as every other amount is set. */
function withFormattedAmounts(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  const walker = document.createTreeWalker(template.content, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const formatted = formatCzkAmountsInText(node.nodeValue ?? '');
    if (formatted !== node.nodeValue) node.nodeValue = formatted;
  }
  return template.innerHTML;
}

/**
 * Renders admin-written HTML (bonus descriptions, steps). The server sanitises on save; this
 * sanitises again on render with the same allow-list, so a bad row can never run script here.
 * Amounts the admin typed as bare digits ("2000 Kč") read as formatCzk writes them (issue #58).
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => withFormattedAmounts(DOMPurify.sanitize(html, { ALLOWED_TAGS: [...RICH_TEXT_TAGS], ALLOWED_ATTR })), [html]);
  return <div className={['ui-rich-text', className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: clean }} />;
}
