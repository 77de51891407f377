import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDataSource, seedDemoData } from '@bonus/server';
import type { DataSource } from 'typeorm';
import { startEmbeddedPostgres } from '../db/embedded-postgres.mjs';
import { startAuthEmulator } from '../dev/auth-emulator.mjs';
import { freePort, stopChild } from '../dev/processes.mjs';

/** What a load benchmark runs the api against: embedded PostgreSQL with the demo data, the Auth emulator, a work directory. */
export interface BenchServices {
  workDir: string;
  projectId: string;
  authPort: number;
  databaseUrl: string;
  dataSource: DataSource;
  /** Run in order when the benchmark ends (a benchmark adds its own to the front). */
  cleanups: Array<() => Promise<unknown>>;
}

export async function startBenchServices(): Promise<BenchServices> {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'bonus-klub-bench-'));
  chmodSync(workDir, 0o755);
  const projectId = 'demo-bonus-klub-bench';
  const authPort = await freePort();
  const [db, emulator] = await Promise.all([
    startEmbeddedPostgres({ dataDir: path.join(workDir, 'pg'), port: await freePort(), database: 'bench', persistent: false }),
    startAuthEmulator({ dataDir: workDir, port: authPort, projectId, quiet: true }),
  ]);
  process.env.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${authPort}`;
  const cleanups: Array<() => Promise<unknown>> = [async () => stopChild(emulator), async () => db.stop(), async () => rmSync(workDir, { recursive: true, force: true })];
  const dataSource = await createDataSource({ url: db.url }).initialize();
  cleanups.unshift(() => dataSource.destroy());
  await dataSource.runMigrations({ transaction: 'each' });
  await seedDemoData(dataSource);
  return { workDir, projectId, authPort, databaseUrl: db.url, dataSource, cleanups };
}

/** An ID token of a demo or bench account (password Demo1234!) from the Auth emulator. */
export async function benchIdToken(authPort: number, email: string): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${authPort}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Demo1234!', returnSecureToken: true }),
  });
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`no token for ${email}: ${JSON.stringify(body)}`);
  return body.idToken;
}
