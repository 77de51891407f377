import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const PROCESSES = path.resolve(__dirname, 'processes.mjs');

/**
 * An owner process that starts a service watching it (whenOwnerExits), waits until the service says it
 * watches, lives `ownerLivesMs` longer and exits; the service writes `marker` once told its owner is gone.
 * Resolves once the owner has exited, with whether the marker was there already.
 */
function ownerAndService(marker: string, ownerLivesMs: number): Promise<{ stoppedBeforeOwnerExited: boolean }> {
  const service = `
    const { whenOwnerExits } = await import(${JSON.stringify(PROCESSES)});
    const { writeFileSync } = await import('node:fs');
    whenOwnerExits(() => { writeFileSync(${JSON.stringify(marker)}, 'stopped'); process.exit(0); }, 50);
    process.stdout.write('watching');
    setTimeout(() => process.exit(1), 30000);`;
  const owner = `
    const { spawn } = require('node:child_process');
    const service = spawn(process.execPath, ['--input-type=module', '-e', ${JSON.stringify(service)}], { detached: true, stdio: ['ignore', 'pipe', 'ignore'] });
    service.stdout.once('data', () => setTimeout(() => process.exit(0), ${ownerLivesMs}));
    service.unref();`;
  return new Promise((resolve) => spawn(process.execPath, ['-e', owner], { stdio: 'ignore' }).once('exit', () => resolve({ stoppedBeforeOwnerExited: existsSync(marker) })));
}

async function eventually(check: () => boolean, withinMs: number): Promise<boolean> {
  for (const until = Date.now() + withinMs; Date.now() < until; await new Promise((resolve) => setTimeout(resolve, 50))) if (check()) return true;
  return check();
}

describe('whenOwnerExits (how `npm start` stops when npm exits on a SIGTERM it does not pass on)', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'owner-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('leaves a service alone while its owner runs, and stops it once the owner has exited', async () => {
    const marker = path.join(dir, 'stopped');
    expect(await ownerAndService(marker, 500)).toEqual({ stoppedBeforeOwnerExited: false });
    expect(await eventually(() => existsSync(marker), 5000)).toBe(true);
  });
});
