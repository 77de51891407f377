import type { FastifySchemaCompiler } from 'fastify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { parseInput } from '../validation';

/**
 * Route input is checked by the libs/domain zod schemas with the product's own rules: a coded
 * VALIDATION_FAILED naming each field in Czech, and no text the database cannot store.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    try {
      return { value: parseInput(schema, data) };
    } catch (error) {
      return { error: error as Error };
    }
  };

const zodSerializer = createSerializerCompiler();

/**
 * Answers are written through their zod schema (undeclared fields are dropped, a wrong shape is a
 * server error rather than a silent leak). The caches hand out the same answer object until the data
 * changes, so its bytes are remembered per object and a cached read is neither serialised nor encoded
 * again. (Fastify sends a Buffer as it is; the declared string type is only the common case.)
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  const serialize = zodSerializer(route);
  const written = new WeakMap<object, Buffer>();
  return (data) => {
    if (typeof data !== 'object' || data === null) return serialize(data);
    let bytes = written.get(data);
    if (bytes === undefined) written.set(data, (bytes = Buffer.from(serialize(data))));
    return bytes as unknown as string;
  };
};
