/**
 * The product's mark: a rounded tile with three rising coin bars, drawn as paths so it looks the same
 * without any font (headless browsers, e-mail clients). The same geometry is in the favicons and e-mails.
 */
export function LogoMark({ size = 32, title }: { size?: number; title?: string }) {
  return (
    <svg className="ui-logo-mark" width={size} height={size} viewBox="0 0 32 32" role={title ? 'img' : undefined} aria-hidden={title ? undefined : true} aria-label={title}>
      <rect width="32" height="32" rx="8" fill="var(--logo-tile, #4f8cff)" />
      <rect x="7" y="19" width="5" height="6" rx="1.5" fill="var(--logo-ink, #06122b)" />
      <rect x="13.5" y="14" width="5" height="11" rx="1.5" fill="var(--logo-ink, #06122b)" />
      <rect x="20" y="8" width="5" height="17" rx="1.5" fill="var(--logo-accent, #f5b942)" />
    </svg>
  );
}

/** The mark with the product's name beside it, for headers and sign-in pages. */
export function Logo({ name, size = 32 }: { name: string; size?: number }) {
  return (
    <span className="ui-logo">
      <LogoMark size={size} />
      <span className="ui-logo__name">{name}</span>
    </span>
  );
}
