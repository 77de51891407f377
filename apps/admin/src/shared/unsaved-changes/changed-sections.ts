/** A titled part of a long form and the form fields it holds (for the section index and the unsaved-changes bar). */
export interface FormSection<Field extends string> {
  id: string;
  title: string;
  fields: readonly Field[];
}

/** Whether react-hook-form's dirty mark for one field (true, or a nested object/array of marks) says it changed. */
function marked(value: unknown): boolean {
  if (value === true) return true;
  if (value && typeof value === 'object') return Object.values(value).some(marked);
  return false;
}

/** The sections with at least one changed field, in form order. */
export function changedSections<Field extends string>(sections: readonly FormSection<Field>[], dirtyFields: Partial<Record<Field, unknown>>): FormSection<Field>[] {
  return sections.filter((section) => section.fields.some((field) => marked(dirtyFields[field])));
}
