import { registerEnumType } from 'type-graphql';

/**
 * Registers an enumeration of strings (a libs/domain list) as a GraphQL enum whose value names are the
 * strings themselves, so the wire carries the same text a String field did. For output fields only:
 * arguments keep String, which clients already send as variables.
 */
export function stringEnum<Value extends string>(values: readonly Value[], name: string, description: string): Record<Value, Value> {
  const enumeration = Object.fromEntries(values.map((value) => [value, value])) as Record<Value, Value>;
  registerEnumType(enumeration, { name, description });
  return enumeration;
}
