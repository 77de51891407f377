import { DAYS_GENITIVE, formatCount } from './czech-plural';
import { formatCzk } from './money';
import type { RequirementView } from './statement-step-notes';
import { StepRequirement, stepRequirementSchema } from './step-requirements';

/** The admin form's kinds of requirement, as its select names them. */
export const REQUIREMENT_KIND_LABELS = { card_payments: 'Platby kartou', incoming_total: 'Příchozí platby celkem' } as const;
export type RequirementKind = keyof typeof REQUIREMENT_KIND_LABELS;

/** A step's requirement as the admin types it (issue #37 §2): numbers stay text until the form is saved. */
export interface RequirementDraft {
  kind: RequirementKind;
  count: string;
  minAmount: string;
  withinDays: string;
}

type DraftField = 'count' | 'minAmount' | 'withinDays';
const DRAFT_FIELD_OF: Record<string, DraftField> = { count: 'count', min_amount: 'minAmount', within_days: 'withinDays' };

/** What a new requirement of a kind starts with: the common terms of Czech banks' offers. */
export function newRequirementDraft(kind: RequirementKind): RequirementDraft {
  return kind === 'card_payments' ? { kind, count: '3', minAmount: '100', withinDays: '30' } : { kind, count: '', minAmount: '', withinDays: '30' };
}

/** A saved requirement as the form edits it. */
export function requirementDraftOf(view: RequirementView | null | undefined): RequirementDraft | null {
  if (view?.kind !== 'card_payments' && view?.kind !== 'incoming_total') return null;
  return { kind: view.kind, count: view.count == null ? '' : String(view.count), minAmount: String(view.minAmount), withinDays: String(view.withinDays) };
}

const typedWhole = (typed: string) => (/^\d+$/.test(typed.trim()) ? Number(typed.trim()) : Number.NaN);

/** The typed requirement as the rule; the schema's Czech message per field when it is not one. */
function parseDraft(draft: RequirementDraft) {
  const common = { min_amount: typedWhole(draft.minAmount), within_days: typedWhole(draft.withinDays) };
  return stepRequirementSchema.safeParse(draft.kind === 'card_payments' ? { kind: draft.kind, count: typedWhole(draft.count), ...common } : { kind: draft.kind, ...common });
}

/** Per field, why the typed requirement is not valid (empty when it is). */
export function requirementDraftErrors(draft: RequirementDraft): Partial<Record<DraftField, string>> {
  const parsed = parseDraft(draft);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((issue) => [DRAFT_FIELD_OF[String(issue.path[0])] ?? 'count', issue.message]));
}

/** The typed requirement as the write input carries it (checked by requirementDraftErrors first). */
export function requirementDraftInput(draft: RequirementDraft): { kind: RequirementKind; count: number | null; minAmount: number; withinDays: number } {
  return { kind: draft.kind, count: draft.kind === 'card_payments' ? typedWhole(draft.count) : null, minAmount: typedWhole(draft.minAmount), withinDays: typedWhole(draft.withinDays) };
}

const PAYMENTS = { one: 'platba kartou', few: 'platby kartou', other: 'plateb kartou' };

/** "3 platby kartou od 100 Kč do 30 dnů", "příchozí platby celkem 25 000 Kč do 31 dnů". */
export function requirementSummary(requirement: StepRequirement): string {
  const within = `do ${formatCount(requirement.within_days, DAYS_GENITIVE)}`;
  if (requirement.kind === 'incoming_total') return `příchozí platby celkem ${formatCzk(requirement.min_amount)} ${within}`;
  const minimum = requirement.min_amount > 0 ? ` od ${formatCzk(requirement.min_amount)}` : '';
  return `${formatCount(requirement.count, PAYMENTS)}${minimum} ${within}`;
}

/** The summary of a typed requirement; null while it is not valid (the fields say why). */
export function requirementDraftSummary(draft: RequirementDraft): string | null {
  const parsed = parseDraft(draft);
  return parsed.success ? requirementSummary(parsed.data) : null;
}
