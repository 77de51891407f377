/**
 * Sample arguments of every exported query function: one file per feature here (`<feature>.ts`, exporting
 * SQL_SAMPLES by module file name), read by sql-snapshots.spec.ts, which runs each function once on an empty,
 * migrated database and checks the statements it sends against `<module>.sql`. A new query function needs its
 * row, so that its SQL is reviewed from the first commit.
 */

type QueryFunctions<Module> = { [Name in keyof Module as Module[Name] extends (...args: never[]) => unknown ? Name : never]: Module[Name] };
/** The arguments after the manager, for each function the module exports. */
type Samples<Module> = { [Name in keyof QueryFunctions<Module>]: QueryFunctions<Module>[Name] extends (db: never, ...args: infer Args) => unknown ? Args : never };

export function samples<Module>(_module: Module, args: Samples<Module>): Record<string, unknown[]> {
  return args as Record<string, unknown[]>;
}

export const MEMBER = '00000000-0000-4000-8000-000000000001';
export const AT = new Date('2031-03-10T12:00:00Z');
