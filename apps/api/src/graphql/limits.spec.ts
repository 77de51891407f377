import type { GraphQLRequestContextDidResolveOperation, GraphQLRequestListener } from '@apollo/server';
import { buildSchema, parse, validate } from 'graphql';
import { complexityLimitPlugin, MAX_FRAGMENTS, MAX_QUERY_COMPLEXITY, MAX_QUERY_DEPTH, queryShapeRule } from './limits';

describe('depth limit', () => {
  // A self-referencing type lets a query nest as deep as it likes.
  const schema = buildSchema('type Node { id: ID, child: Node } type Query { root: Node }');
  const nested = (depth: number) => `{ root ${'{ child '.repeat(depth - 1)}{ id }${' }'.repeat(depth - 1)} }`;

  it(`allows ${MAX_QUERY_DEPTH} levels`, () => {
    expect(validate(schema, parse(nested(MAX_QUERY_DEPTH - 1)), [queryShapeRule])).toEqual([]);
  });

  it('refuses anything deeper', () => {
    const errors = validate(schema, parse(nested(MAX_QUERY_DEPTH + 2)), [queryShapeRule]);
    expect(errors[0]?.message).toMatch(/exceeds maximum operation depth of 8/);
  });
});

describe('fragment limit', () => {
  const schema = buildSchema('type Query { id: ID }');
  const chain = (length: number) => `{ ...F0 } ${Array.from({ length }, (_, i) => `fragment F${i} on Query { ...F${i + 1} }`).join(' ')} fragment F${length} on Query { id }`;

  it(`allows ${MAX_FRAGMENTS} fragments`, () => {
    expect(validate(schema, parse(chain(MAX_FRAGMENTS - 1)), [queryShapeRule])).toEqual([]);
  });

  it('refuses more without walking them, however long the chain', () => {
    const errors = validate(schema, parse(chain(5000), { maxTokens: 100_000 }), [queryShapeRule]);
    expect(errors.map((error) => error.message)).toEqual([`Dotaz je příliš složitý (5001 fragmentů > ${MAX_FRAGMENTS}).`]);
  });
});

describe('complexity limit', () => {
  const schema = buildSchema('type Node { id: ID } type Query { root: Node }');
  // Above the limit only when $all includes the aliased fields.
  const document = parse(`query Q($all: Boolean!) { root { id ${Array.from({ length: MAX_QUERY_COMPLEXITY }, (_, i) => `a${i}: id @include(if: $all)`).join(' ')} } }`);

  it('judges each request by its own variables, also when the same document was judged before', async () => {
    const plugin = complexityLimitPlugin(schema, () => false);
    const judge = async (all: boolean) => {
      const listener = (await plugin.requestDidStart!({} as never)) as GraphQLRequestListener<object>;
      const context = { request: { operationName: 'Q', variables: { all } }, document } as unknown as GraphQLRequestContextDidResolveOperation<object>;
      return listener.didResolveOperation!(context).then(() => 'allowed', (error: Error) => error.message);
    };
    const answers = [];
    for (const all of [false, true, false, true]) answers.push(await judge(all));
    expect(answers).toEqual(['allowed', expect.stringMatching(/příliš složitý/), 'allowed', expect.stringMatching(/příliš složitý/)]);
  });
});
