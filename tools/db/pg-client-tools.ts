import { spawnSync } from 'node:child_process';

/** Why a backup or restore command stopped: printed as it is, with the usage, and the process exits 1. */
export class UsageError extends Error {}

/**
 * Runs one of PostgreSQL's client programs (pg_dump, pg_restore) with its output on this terminal. A program
 * that is missing or fails is a UsageError naming it, its exit code and what usually causes it.
 */
export function runPgTool(program: 'pg_dump' | 'pg_restore', args: string[], hint: string): void {
  const result = spawnSync(program, args, { stdio: ['ignore', 'inherit', 'pipe'], encoding: 'utf8' });
  if (result.error) {
    const missing = (result.error as NodeJS.ErrnoException).code === 'ENOENT';
    throw new UsageError(missing ? `${program} is not installed (Debian: apt-get install postgresql-client).` : `${program} could not start: ${result.error.message}`);
  }
  if (result.status !== 0) {
    throw new UsageError(`${program} failed (exit ${result.status}):\n${result.stderr.trim()}\n${hint}`);
  }
  if (result.stderr.trim()) process.stderr.write(result.stderr);
}

/** A postgres:// URL, or a UsageError naming the option or variable it came from. */
export function databaseUrl(value: string | undefined, source: string): string {
  if (!value) throw new UsageError(`${source} is required.`);
  if (!/^postgres(ql)?:\/\//.test(value)) throw new UsageError(`${source} must be a postgres:// URL.`);
  return value;
}

/** The URL without its password, for messages. */
export function shownUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

/** Runs a command's main: a UsageError prints its text and the usage and exits 1; anything else is a crash. */
export function runCommand(usage: string, main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${usage}`);
    } else {
      console.error(error);
    }
    process.exit(1);
  });
}
