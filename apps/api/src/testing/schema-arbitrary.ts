/* eslint-disable @typescript-eslint/no-explicit-any -- JSON Schema nodes of any shape */
import fc from 'fast-check';

/**
 * Values for the JSON Schemas of the OpenAPI document, as a third party's property-based tester derives
 * them (issue #57): `valuesOf` gives what a schema allows, `violationsOf` one value per constraint that
 * breaks exactly that constraint of an otherwise valid value. Covers what the document uses: types (and
 * lists of them), const, enum, anyOf/oneOf, bounds, lengths, patterns, formats uri and email, arrays and
 * objects with required and closed properties.
 */
type Schema = any;

const typesOf = (schema: Schema): string[] => (schema.type === undefined ? [] : [schema.type].flat());

/** A text arbitrary within the schema's lengths, from the pattern or format when it has one. */
function textOf(schema: Schema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? 60;
  const within = (text: string) => text.length >= minLength && text.length <= maxLength;
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).filter(within);
  if (schema.format === 'uri') return fc.webUrl({ withQueryParameters: true }).filter(within);
  if (schema.format === 'email') return fc.emailAddress().filter(within);
  return fc.string({ minLength, maxLength: Math.min(maxLength, minLength + 40), unit: 'grapheme' });
}

function numberOf(schema: Schema, integer: boolean): fc.Arbitrary<number> {
  const low = Math.max(schema.minimum ?? -1e9, schema.exclusiveMinimum === undefined ? -Infinity : schema.exclusiveMinimum + (integer ? 1 : 1e-6));
  const high = Math.min(schema.maximum ?? 1e9, schema.exclusiveMaximum === undefined ? Infinity : schema.exclusiveMaximum - (integer ? 1 : 1e-6));
  if (integer) return fc.integer({ min: Math.ceil(low), max: Math.floor(high) });
  return fc.double({ min: low, max: high, noNaN: true, noDefaultInfinity: true });
}

/** What the schema allows. */
export function valuesOf(schema: Schema): fc.Arbitrary<unknown> {
  if (!schema || Object.keys(schema).length === 0) return fc.jsonValue();
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return fc.oneof(...options.map(valuesOf));
  const types = typesOf(schema);
  if (types.length > 1) return fc.oneof(...types.map((type) => valuesOf({ ...schema, type })));
  switch (types[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return numberOf(schema, true);
    case 'number':
      return numberOf(schema, false);
    case 'string':
      return textOf(schema);
    case 'array':
      return fc.array(valuesOf(schema.items ?? {}), { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 5, (schema.minItems ?? 0) + 5) });
    default:
      return objectOf(schema);
  }
}

function objectOf(schema: Schema): fc.Arbitrary<Record<string, unknown>> {
  const properties: Record<string, Schema> = schema.properties ?? {};
  const required: string[] = schema.required ?? [];
  const model = Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, valuesOf(property)]));
  return fc.record(model, { requiredKeys: required.filter((name) => name in properties) });
}

/** One valid value of the schema, the same for every run (fixed seed). */
export const sampleOf = (schema: Schema): unknown => fc.sample(valuesOf(schema), { numRuns: 1, seed: 57 })[0];

export interface Violation {
  /** Which constraint, where (`body.email: format email`). */
  label: string;
  value: unknown;
}

/** A text that breaks the pattern or format, when one can be found among a few candidates. */
const NOT_MATCHING = ['', ' ', '!', 'x y', '0000-00', '\u0000', 'a'.repeat(3)];

/** Values that break one constraint of `schema` each (for a value of its own type, or the wrong type). */
function leafViolations(schema: Schema): Array<{ label: string; value: unknown }> {
  if ('const' in schema || schema.enum) {
    const allowed: unknown[] = 'const' in schema ? [schema.const] : schema.enum;
    return [{ label: 'not one of the values', value: allowed.every((value) => typeof value === 'string') ? 'žádná-z-hodnot' : 'x' }];
  }
  if (schema.anyOf || schema.oneOf) return [];
  const types = typesOf(schema);
  if (types.length !== 1) return [];
  const wrongType = { label: 'of another type', value: types[0] === 'string' ? { not: 'text' } : 'text' };
  switch (types[0]) {
    case 'integer':
    case 'number':
      return [
        wrongType,
        ...(types[0] === 'integer' ? [{ label: 'not whole', value: Math.max(schema.minimum ?? 0, schema.exclusiveMinimum ?? 0) + 1.5 }] : []),
        ...(schema.minimum !== undefined ? [{ label: 'below its minimum', value: schema.minimum - 1 }] : []),
        ...(schema.exclusiveMinimum !== undefined ? [{ label: 'at its exclusive minimum', value: schema.exclusiveMinimum }] : []),
        ...(schema.maximum !== undefined ? [{ label: 'above its maximum', value: schema.maximum + 1 }] : []),
      ];
    case 'string': {
      const patterned = schema.pattern ? new RegExp(schema.pattern) : null;
      const unmatched = patterned && NOT_MATCHING.find((text) => !patterned.test(text) && text.length >= (schema.minLength ?? 0));
      return [
        wrongType,
        ...(schema.minLength ? [{ label: 'shorter than its minimum', value: 'x'.repeat(schema.minLength - 1) }] : []),
        ...(schema.maxLength !== undefined ? [{ label: 'longer than its maximum', value: 'x'.repeat(schema.maxLength + 1) }] : []),
        ...(unmatched !== null && unmatched !== undefined ? [{ label: 'not matching its pattern', value: unmatched }] : []),
        ...(schema.format === 'email' ? [{ label: 'not an e-mail', value: 'neni-email' }] : []),
        ...(schema.format === 'uri' ? [{ label: 'not a link', value: 'neni odkaz' }] : []),
      ];
    }
    case 'boolean':
      return [wrongType];
    case 'array':
      return [
        wrongType,
        ...(schema.minItems ? [{ label: 'fewer items than its minimum', value: [] }] : []),
        ...(schema.maxItems !== undefined && schema.items ? [{ label: 'more items than its maximum', value: Array.from({ length: schema.maxItems + 1 }, () => sampleOf(schema.items)) }] : []),
      ];
    default:
      return [];
  }
}

/** For an object schema: one violation per constraint of each property (and a missing required one, an unknown one where closed). */
export function violationsOf(schema: Schema, where: string): Violation[] {
  const base = sampleOf(schema) as Record<string, unknown>;
  const violations: Violation[] = [];
  for (const [name, property] of Object.entries<Schema>(schema.properties ?? {})) {
    if ((schema.required ?? []).includes(name)) {
      const { [name]: _missing, ...rest } = base;
      violations.push({ label: `${where}.${name}: missing though required`, value: rest });
    }
    for (const { label, value } of leafViolations(property)) violations.push({ label: `${where}.${name}: ${label}`, value: { ...base, [name]: value } });
  }
  if (schema.additionalProperties === false) violations.push({ label: `${where}: a property it does not declare`, value: { ...base, nedeklarovano: 1 } });
  return violations;
}
