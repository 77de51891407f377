import { ValueTransformer } from 'typeorm';

/**
 * node-postgres returns bigint as a string; money columns hold haléře far below 2^53,
 * so they are read back as numbers.
 */
export const bigintAsNumber: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};

/** numeric(…) columns (percentages such as RTP) come back as strings too. */
export const numericAsNumber: ValueTransformer = bigintAsNumber;

/** Builds `column IN ('a','b')` for check constraints from the domain's fixed value sets. */
export function inList(column: string, values: readonly string[]): string {
  return `"${column}" IN (${values.map((v) => `'${v}'`).join(', ')})`;
}
