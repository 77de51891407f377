import { registerEnumType } from 'type-graphql';

/**
 * Registers an enumeration of strings (a libs/domain list) as a GraphQL enum whose value names are the
 * strings themselves, so the wire carries the same text a String field did, and a variable sends it as
 * that text. `values` describes every value, one
 * short English sentence each, for the schema's readers (the type makes a missing value an error).
 */
export function stringEnum<Value extends string>(
  list: readonly Value[],
  name: string,
  description: string,
  values: Readonly<Record<Value, string>>,
): Record<Value, Value> {
  const enumeration = Object.fromEntries(list.map((value) => [value, value])) as Record<Value, Value>;
  const valuesConfig = Object.fromEntries(list.map((value) => [value, { description: values[value] }])) as Record<Value, { description: string }>;
  registerEnumType(enumeration, { name, description, valuesConfig });
  return enumeration;
}
