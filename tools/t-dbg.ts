import Fastify from 'fastify';
import swagger from '@fastify/swagger';
import { z } from 'zod';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
async function main() {
  const app = Fastify();
  await app.register(swagger, { openapi: { openapi: '3.1.0', info: { title: 'x', version: '1' } }, transform: (i: any) => { const o = jsonSchemaTransform(i); console.log('T', JSON.stringify(o.schema)); return o; } });
  app.setValidatorCompiler(() => (d: unknown) => ({ value: d }));
  app.get('/a', { schema: { querystring: z.object({ id: z.number() }) } }, async () => 'x');
  await app.ready();
  console.log(JSON.stringify(app.swagger().paths));
}
main();
