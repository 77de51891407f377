import DOMPurify from 'dompurify';
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS } from '@bonus/domain';
import { useMemo } from 'react';

const ALLOWED_ATTR = [...new Set(Object.values(RICH_TEXT_ATTRIBUTES).flat())];

/**
 * Renders admin-written HTML (bonus descriptions, steps). The server sanitises on save; this
 * sanitises again on render with the same allow-list, so a bad row can never run script here.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { ALLOWED_TAGS: [...RICH_TEXT_TAGS], ALLOWED_ATTR }), [html]);
  return <div className={['ui-rich-text', className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: clean }} />;
}
