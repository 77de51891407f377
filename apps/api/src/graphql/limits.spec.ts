import { buildSchema, parse, validate } from 'graphql';
import { depthLimitRule, MAX_QUERY_DEPTH } from './limits';

describe('depth limit', () => {
  // A self-referencing type lets a query nest as deep as it likes.
  const schema = buildSchema('type Node { id: ID, child: Node } type Query { root: Node }');
  const nested = (depth: number) => `{ root ${'{ child '.repeat(depth - 1)}{ id }${' }'.repeat(depth - 1)} }`;

  it(`allows ${MAX_QUERY_DEPTH} levels`, () => {
    expect(validate(schema, parse(nested(MAX_QUERY_DEPTH - 1)), [depthLimitRule])).toEqual([]);
  });

  it('refuses anything deeper', () => {
    const errors = validate(schema, parse(nested(MAX_QUERY_DEPTH + 2)), [depthLimitRule]);
    expect(errors[0]?.message).toMatch(/exceeds maximum operation depth of 8/);
  });
});
