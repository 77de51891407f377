import { GraphQLScalarType } from 'graphql';
import { halereToWholeCzk, toUnixSeconds } from '@bonus/domain';

/**
 * Output scalars that let a GraphQL type expose a service's read model as it is (integer haléře, Date)
 * while the wire keeps carrying whole Kč and unix seconds. Both are output-only: arguments keep Int.
 */
function outputOnly(name: string, description: string, serialize: (value: unknown) => number): GraphQLScalarType {
  const refuse = (): never => {
    throw new TypeError(`${name} is an output scalar; arguments take Int`);
  };
  return new GraphQLScalarType({
    name,
    description,
    serialize,
    parseValue: refuse,
    parseLiteral: refuse,
  });
}

/** Integer haléře inside, whole Kč on the wire (rounded half up, as the screens show them). */
export const WholeCzk = outputOnly('WholeCzk', 'Whole Kč (integer haléře inside the server, rounded half up).', (value) => {
  if (typeof value !== 'number' || !Number.isInteger(value)) throw new TypeError(`WholeCzk expects integer haléře, got ${String(value)}`);
  return halereToWholeCzk(value);
});

/** A Date inside, whole unix seconds on the wire. */
export const UnixSeconds = outputOnly('UnixSeconds', 'A moment as whole unix seconds.', (value) => {
  if (!(value instanceof Date) || Number.isNaN(value.getTime())) throw new TypeError(`UnixSeconds expects a Date, got ${String(value)}`);
  return toUnixSeconds(value);
});
