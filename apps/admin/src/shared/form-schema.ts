import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * react-hook-form's zod resolver for a schema that checks a form's values as typed (it may accept more
 * than the form holds, e.g. any string where a select offers a few). Errors come from the schema; the
 * submit receives the values as typed, not zod's output, and each form maps them to its mutation's
 * variables in one place.
 */
export function formResolver<Form extends FieldValues>(schema: z.ZodType<unknown, FieldValues>): Resolver<Form> {
  return zodResolver(schema, undefined, { raw: true }) as unknown as Resolver<Form>;
}

/**
 * A field as typed, checked by a libs/domain rule after converting it the way the submit will (text to
 * number, lines to a list). The rule's first message becomes the field's, so a rule about a list's items
 * is still shown under the one control that edits them. With `ownIssuesOnly`, issues about parts of the
 * value are left out: for a list whose items are fields of their own, checked by their own rules.
 */
export function checkedBy<T>(rule: z.ZodType, convert: (value: T) => unknown = (value) => value, ownIssuesOnly = false) {
  return (value: T, ctx: z.RefinementCtx<T>) => {
    const result = rule.safeParse(convert(value));
    const issue = result.error?.issues.find((candidate) => !ownIssuesOnly || candidate.path.length === 0);
    if (issue) ctx.addIssue({ code: 'custom', message: issue.message });
  };
}

/**
 * A whole form checked by a libs/domain schema that names its fields differently (snake_case, numbers):
 * `toDomain` converts the typed values as the submit will, and each issue lands on the form field that
 * `fieldOf` names for the domain's (rules across fields included).
 */
export function checkedByDomain<Form>(schema: z.ZodType, toDomain: (form: Form) => unknown, fieldOf: Record<string, string>) {
  return (form: Form, ctx: z.RefinementCtx<Form>) => {
    const result = schema.safeParse(toDomain(form));
    if (result.success) return;
    for (const issue of result.error.issues) {
      // A rule about the whole input (empty path) lands where `fieldOf['']` says, e.g. 'root' for a form-level message.
      const [head = '', ...rest] = issue.path;
      const field = fieldOf[String(head)] ?? String(head);
      ctx.addIssue({ code: 'custom', path: field ? [field, ...rest] : [], message: issue.message });
    }
  };
}
