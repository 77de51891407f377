import type { FormSection } from './changed-sections';

/**
 * The index of a long form's sections as in-page links (sticky beside the form on a desktop, a scrolling row
 * on a phone); a section with unsaved changes is marked, in words for screen readers.
 */
export function SectionIndex<Field extends string>({ sections, changed, label }: { sections: readonly FormSection<Field>[]; changed: readonly FormSection<Field>[]; label: string }) {
  return (
    <nav className="section-index" aria-label={label}>
      <ol>
        {sections.map((section) => {
          const isChanged = changed.includes(section);
          return (
            <li key={section.id}>
              <a href={`#${section.id}`} className={isChanged ? 'is-changed' : undefined}>
                {section.title}
                {isChanged && <span className="visually-hidden"> (změněno)</span>}
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
