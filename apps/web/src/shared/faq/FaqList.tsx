import './faq.css';
import type { FaqView } from '@bonus/client';

/** FAQ entries grouped by category, each answer opened with the native disclosure (keyboard and screen-reader friendly). */
export function FaqList({ faqs, headingLevel = 2 }: { faqs: FaqView[]; headingLevel?: 2 | 3 }) {
  const groups = new Map<string, FaqView[]>();
  for (const faq of faqs) groups.set(faq.faqCategoryName, [...(groups.get(faq.faqCategoryName) ?? []), faq]);
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="faq-list">
      {[...groups].map(([category, entries]) => (
        <section key={category} aria-label={category}>
          <Heading>{category}</Heading>
          {entries.map((faq) => (
            <details key={faq.id} className="faq-item">
              <summary>{faq.question}</summary>
              <p>{faq.answer}</p>
            </details>
          ))}
        </section>
      ))}
    </div>
  );
}
