import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ApiConfig } from '@bonus/server';

/** The file system calls a check makes; tests give ones that fail as a full disk would. */
export interface DirectoryFs {
  mkdir: (directory: string, options: { recursive: true }) => Promise<unknown>;
  writeFile: (file: string, data: string) => Promise<void>;
  unlink: (file: string) => Promise<void>;
}

export interface DirectoryState {
  path: string;
  state: 'ok' | 'unwritable';
  /** The error code of the failed write: ENOSPC (full), EROFS (read-only), EACCES, ENOTDIR, … */
  code?: string;
  /** Since when it has been unwritable. */
  since?: string;
}

/** What the watch reports on a change of state: once when a directory stops taking writes, once when it takes them again. */
export type DirectoryReport = (level: 'error' | 'info', fields: Record<string, unknown>, message: string) => void;

/** The directories a process writes to: mail files when there is no SMTP server, and the log file's directory. */
export function watchedDirectories(config: Pick<ApiConfig, 'SMTP_URL' | 'MAIL_DIR' | 'LOG_FILE'>): Record<string, string> {
  return {
    ...(config.SMTP_URL ? {} : { mail: config.MAIL_DIR }),
    ...(config.LOG_FILE ? { log: path.dirname(config.LOG_FILE) } : {}),
  };
}

/**
 * Knows whether the directories the process writes to take writes. A full disk (ENOSPC), a read-only one
 * (EROFS), a missing permission (EACCES, EPERM) or a path that is not a directory all mean the same: the
 * directory is unwritable. `check` tries a small write in each (for /health); `failed` is told by the
 * writers themselves (the mailer, the logger). A change of state is reported once, with the error code,
 * never once per failed write; the process goes on answering either way.
 */
export class DirectoryWatch {
  private readonly states = new Map<string, DirectoryState>();

  constructor(
    private readonly directories: Record<string, string>,
    private readonly report: DirectoryReport,
    private readonly fs: DirectoryFs = { mkdir, writeFile, unlink },
  ) {
    for (const [name, directory] of Object.entries(directories)) this.states.set(name, { path: directory, state: 'ok' });
  }

  /** A writer's failed write in the directory `name`. */
  failed(name: string, error: unknown): void {
    const current = this.states.get(name);
    if (!current) return;
    const code = errorCode(error);
    if (current.state === 'unwritable' && current.code === code) return;
    this.states.set(name, { path: current.path, state: 'unwritable', code, since: current.since ?? new Date().toISOString() });
    this.report('error', { code: 'DIRECTORY_UNWRITABLE', directory: name, path: current.path, errorCode: code }, `the ${name} directory cannot be written (${code})`);
  }

  /** Tries a write in every directory and returns each one's state. */
  async check(): Promise<Record<string, DirectoryState>> {
    await Promise.all(Object.entries(this.directories).map(([name, directory]) => this.probe(name, directory)));
    return Object.fromEntries(this.states);
  }

  private async probe(name: string, directory: string): Promise<void> {
    const file = path.join(directory, `.write-check-${process.pid}`);
    try {
      await this.fs.mkdir(directory, { recursive: true });
      await this.fs.writeFile(file, 'ok');
      await this.fs.unlink(file);
    } catch (error) {
      this.failed(name, error);
      return;
    }
    if (this.states.get(name)?.state === 'unwritable') {
      this.states.set(name, { path: directory, state: 'ok' });
      this.report('info', { code: 'DIRECTORY_WRITABLE', directory: name, path: directory }, `the ${name} directory can be written again`);
    }
  }
}

function errorCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : 'EIO';
}
