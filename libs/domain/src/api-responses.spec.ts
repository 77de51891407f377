import { z } from 'zod';
import * as adminResponses from './admin-responses';
import * as apiResponses from './api-responses';

const DTO_SCHEMAS = Object.entries({ ...apiResponses, ...adminResponses })
  .filter(([name]) => name.endsWith('DtoSchema'))
  .map(([name, schema]) => [name, schema as z.ZodType] as const);

describe('wire response schemas', () => {
  // The api documents each response in /openapi.json from these, so none may be unrepresentable.
  it.each(DTO_SCHEMAS)('%s converts to a JSON Schema object', (_name, schema) => {
    expect(z.toJSONSchema(schema, { io: 'output' })).toMatchObject({ type: 'object', required: expect.any(Array) });
  });

  it('carries the field descriptions and nullability into the JSON Schema', () => {
    const json = z.toJSONSchema(apiResponses.tierDtoSchema, { io: 'output' }) as { properties: Record<string, Record<string, unknown>> };
    expect(json.properties.price).toMatchObject({ type: 'integer', description: 'Monthly price in whole Kč for the generation currently on sale.' });
    expect(json.properties.places_left.anyOf).toEqual(expect.arrayContaining([{ type: 'null' }]));
    expect(json.properties.code).toMatchObject({ enum: ['free', 'basic', 'premium'] });
  });

  it('drops a field it does not declare, so it never leaves the server', () => {
    const stats = { total_users: 3, avg_month_revenue: 1200, total_made: 45000, avg_month_window: 12, avg_month_results: 40, avg_month_earners: 3, median_result: 900, total_results: 120 };
    expect(apiResponses.homeStatsDtoSchema.parse({ ...stats, internal_note: 'x' })).toEqual(stats);
  });
});
