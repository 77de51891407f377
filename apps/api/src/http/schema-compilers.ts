import type { FastifySchemaCompiler } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { parseInput } from '../validation';
import { ownBytes } from './own-bytes';

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
 * The bytes remembered for answer objects, in all routes together. A member's cached reads are large (their
 * bonus list at 500 bonuses is about 1 MB of JSON) and live minutes: remembered for as long as their objects
 * lived, they held some 240 MB for 120 members in issue #59's soak, beside the same answers kept gzipped by
 * the response cache, and would grow with every member active within those minutes. Past the bounds the least
 * recently written go first (and are written again if asked for).
 */
const REMEMBERED_BYTES = 32 * 1024 * 1024;
const REMEMBERED_ANSWERS = 10_000;
const written = new LRUCache<object, Buffer>({ max: REMEMBERED_ANSWERS, maxSize: REMEMBERED_BYTES, sizeCalculation: (bytes) => Math.max(1, bytes.length) });

/**
 * Answers are written through their zod schema (undeclared fields are dropped, a wrong shape is a
 * server error rather than a silent leak). The caches hand out the same answer object until the data
 * changes, so its bytes are remembered per object (within the bounds above) and a cached read is neither
 * serialised nor encoded again. (Fastify sends a Buffer as it is; the declared string type is only the common case.)
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  const serialize = zodSerializer(route);
  return (data) => {
    if (typeof data !== 'object' || data === null) return serialize(data);
    let bytes = written.get(data);
    if (bytes === undefined) written.set(data, (bytes = ownBytes(Buffer.from(serialize(data)))));
    return bytes as unknown as string;
  };
};
