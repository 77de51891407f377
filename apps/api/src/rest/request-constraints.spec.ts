import type { z } from 'zod';
import { openApiPath, type OpenApiDocument } from './openapi';
import { buildOpenApiDocument } from './openapi-artefact';
import { ROUTES } from './routes';

type Constraint = { type?: string | string[]; enum?: unknown[]; const?: unknown; minimum?: number; maximum?: number; maxLength?: number; maxItems?: number; items?: Constraint };

/** Values the document says are refused, each with what it breaks. */
function refusedValues(schema: Constraint): [string, unknown][] {
  const values: [string, unknown][] = [];
  if ('const' in schema) values.push(['const', schema.const === true ? false : '__not_the_constant__']);
  if (schema.enum) values.push(['enum', typeof schema.enum[0] === 'number' ? Math.max(...(schema.enum as number[])) + 7 : '__not_in_the_enum__']);
  if (schema.minimum !== undefined) values.push(['minimum', schema.minimum - 1]);
  if (schema.maximum !== undefined) values.push(['maximum', schema.maximum + 1]);
  if (schema.maxLength !== undefined && schema.maxLength < 100_000) values.push(['maxLength', 'x'.repeat(schema.maxLength + 1)]);
  if (schema.maxItems !== undefined && schema.items) values.push(['maxItems', Array.from({ length: schema.maxItems + 1 }, () => sampleOf(schema.items!))]);
  for (const [broken, item] of schema.items ? refusedValues(schema.items) : []) values.push([`items.${broken}`, [item]]);
  return values;
}

/** A value the item's schema allows (for an over-long list). */
function sampleOf(schema: Constraint): unknown {
  if ('const' in schema) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.type === 'integer' || schema.type === 'number') return schema.minimum ?? 1;
  return 'x';
}

/** Whether the route's own (zod) schema refuses `value` at `field`, whatever else the probe lacks. */
const refusesAt = (schema: z.ZodType, field: string, value: unknown) => (schema.safeParse(value === undefined ? {} : { [field]: value }).error?.issues ?? []).some((issue) => issue.path[0] === field);

// What the document promises a third party is what the server enforces (issue #39 §1): every
// documented constraint of every request field (required, const, enum, bounds, lengths, list sizes)
// is refused by the schema the route validates with, and every value of a documented enum is taken.
describe('documented request constraints', () => {
  let document: OpenApiDocument;
  beforeAll(async () => {
    document = await buildOpenApiDocument();
  });

  it.each(ROUTES.filter((route) => route.query || (route.body && route.body !== 'raw')).map((route) => [`${route.method.toUpperCase()} ${route.path}`, route] as const))('%s', (_name, route) => {
    const operation = document.paths[openApiPath(route.path)][route.method];
    const inputs: [z.ZodType, Record<string, Constraint>, string[]][] = [];
    if (route.body && route.body !== 'raw') {
      const body = Object.values(operation.requestBody!.content)[0].schema as { properties?: Record<string, Constraint>; required?: string[] }; // JSON, or the gateway's form
      inputs.push([route.body, body.properties ?? {}, body.required ?? []]);
    }
    if (route.query) {
      const parameters = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query');
      inputs.push([route.query as z.ZodType, Object.fromEntries(parameters.map((parameter) => [parameter.name, parameter.schema as Constraint])), parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name)]);
    }
    const mismatches: string[] = [];
    for (const [schema, properties, required] of inputs) {
      for (const field of required) if (!refusesAt(schema, field, undefined)) mismatches.push(`${field}: documented as required, taken without it`);
      for (const [field, constraint] of Object.entries(properties)) {
        for (const [broken, value] of refusedValues(constraint)) if (!refusesAt(schema, field, value)) mismatches.push(`${field}: ${broken} documented, ${JSON.stringify(value)} taken`);
        for (const allowed of constraint.enum ?? []) if (refusesAt(schema, field, allowed)) mismatches.push(`${field}: ${JSON.stringify(allowed)} documented, refused`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});
