import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createLogger, flushLog, prettyLine, prettyLines } from './logger';
import { requestLineWriter } from './request-log';

describe('the process logger', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'api-log-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes JSON lines to LOG_FILE without waiting for the disk, and has them all there once flushed', async () => {
    const file = path.join(dir, 'logs', 'api.log');
    const logger = createLogger({ LOG_LEVEL: 'info', LOG_FILE: file, LOG_FORMAT: 'json' }, 'api');
    for (let i = 0; i < 1000; i++) logger.info({ reqId: `r${i}`, method: 'GET', route: '/tier_all', status: 200, ms: 1 }, 'request completed');
    logger.debug('not at info');
    await flushLog(logger);
    const lines = readFileSync(file, 'utf8').trim().split('\n').map((line) => JSON.parse(line));
    expect(lines).toHaveLength(1000);
    expect(lines[999]).toEqual({ level: 30, time: expect.any(Number), service: 'api', reqId: 'r999', method: 'GET', route: '/tier_all', status: 200, ms: 1, msg: 'request completed' });
  });

  it('goes on when the log file cannot be written (a full disk: /dev/full), telling the failure to onWriteError', async () => {
    const failures: string[] = [];
    const logger = createLogger({ LOG_LEVEL: 'info', LOG_FILE: '/dev/full', LOG_FORMAT: 'json' }, 'api', (error) => failures.push((error as NodeJS.ErrnoException).code ?? ''));
    logger.info('a line for a full disk');
    await new Promise<void>((resolve) => logger.flush(() => resolve()));
    const deadline = Date.now() + 5_000;
    while (failures.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(failures[0]).toBe('ENOSPC');
    logger.info('the process is still here to log again');
  });

  it('writes JSON lines that fill no batch within about a second, without a flush', async () => {
    const file = path.join(dir, 'quiet.log');
    const logger = createLogger({ LOG_LEVEL: 'info', LOG_FILE: file, LOG_FORMAT: 'json' }, 'worker');
    for (const reqId of ['a', 'b', 'c']) logger.info({ reqId }, 'request completed');
    const written = () => (existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n').filter(Boolean).length : 0);
    expect(written()).toBe(0); // gathered for a batch, not one write per line
    const deadline = Date.now() + 5_000;
    while (written() < 3 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(written()).toBe(3);
    await flushLog(logger);
  });

  it('writes every line whole, in any script and of any length (one longer than a batch goes alone)', async () => {
    const file = path.join(dir, 'texts.log');
    const logger = createLogger({ LOG_LEVEL: 'info', LOG_FILE: file, LOG_FORMAT: 'json' }, 'api');
    const texts = Array.from({ length: 3000 }, (_, i) => (i % 500 === 7 ? `dlouhý ${'ž🎲'.repeat(40_000)}` : `řádek ${i} ${'č'.repeat(i % 90)} 🎲`));
    for (const text of texts) logger.info({ text }, 'text');
    await flushLog(logger);
    const written = readFileSync(file, 'utf8').trim().split('\n').map((line) => JSON.parse(line).text);
    expect(written).toEqual(texts);
  });

  it('puts request lines together later, in order with the other lines and at the time they were written', async () => {
    const file = path.join(dir, 'later.log');
    const logger = createLogger({ LOG_LEVEL: 'info', LOG_FILE: file, LOG_FORMAT: 'json' }, 'api');
    const write = requestLineWriter(logger)!;
    const expected: string[] = [];
    const before = Date.now();
    // Now and then a url longer than a whole batch (in UTF-8), which is then written alone.
    const urlOf = (i: number) => (i % 100 === 42 ? `/tier_all?q=${'ž'.repeat(40_000)}` : '/tier_all');
    for (let i = 0; i < 700; i++) {
      write({ reqId: `r${i}`, method: 'GET', route: '/tier_all', url: urlOf(i), status: 200, ms: i });
      expected.push(`r${i}`);
      if (i % 250 === 3) {
        logger.info({ i }, 'between');
        expected.push(`between ${i}`);
      }
    }
    await flushLog(logger);
    const lines = readFileSync(file, 'utf8').trim().split('\n').map((line) => JSON.parse(line));
    expect(lines.map((line) => line.reqId ?? `between ${line.i}`)).toEqual(expected);
    expect(lines.filter((line) => line.reqId).map((line) => line.url)).toEqual(Array.from({ length: 700 }, (_, i) => urlOf(i)));
    expect(lines.at(-1)).toEqual({ level: 30, time: expect.any(Number), service: 'api', reqId: 'r699', method: 'GET', route: '/tier_all', url: '/tier_all', status: 200, ms: 699, msg: 'request completed' });
    expect(lines.every((line) => line.time >= before && line.time <= Date.now())).toBe(true);
  });

  it('writes the lines still gathered when the process exits, and exits cleanly before its file is open', () => {
    const file = path.join(dir, 'exit.log');
    const program = `
      const { createLogger } = require('./apps/api/src/observability/logger');
      const logger = createLogger({ LOG_LEVEL: 'info', LOG_FILE: ${JSON.stringify(file)}, LOG_FORMAT: 'json' }, 'api');
      logger.info({ i: 0 }, 'before the file is open');
      setTimeout(() => {
        for (let i = 1; i < 4; i++) logger.info({ i }, 'before exit');
        require('./apps/api/src/observability/request-log').requestLineWriter(logger)({ reqId: 'last', method: 'GET', route: '/x', url: '/x', status: 200, ms: 4 });
        process.exit(0);
      }, 200);`;
    const root = path.resolve(__dirname, '../../../..');
    const run = (code: string) => execFileSync(process.execPath, ['-r', '@swc-node/register', '-e', code], { cwd: root, stdio: 'pipe', env: { ...process.env, SWC_NODE_PROJECT: path.join(root, 'tsconfig.node.json') } });
    run(program);
    // The request line is put together only then (LineBatches.writeLater).
    expect(readFileSync(file, 'utf8').trim().split('\n').map((line) => JSON.parse(line).i ?? JSON.parse(line).reqId)).toEqual([0, 1, 2, 3, 'last']);
    // Exiting before the file is open loses the lines (as pino's own destination does) but not the exit.
    expect(() => run(program.replace('setTimeout(', 'process.exit(0); setTimeout('))).not.toThrow();
  });

  it('prints one readable line per entry in the pretty format, no JSON', () => {
    const written: string[] = [];
    prettyLines({ write: (line: string) => written.push(line) > 0, flush: () => undefined }).write(
      JSON.stringify({ level: 30, time: Date.UTC(2026, 0, 1, 12), service: 'api', reqId: 'abc', method: 'GET', route: '/bonus/:id', url: '/bonus/7', status: 200, ms: 3, msg: 'request completed' }) + '\n',
    );
    expect(written).toEqual([expect.stringMatching(/^\d\d:\d\d:\d\d INFO {2}request completed GET \/bonus\/7 → 200 in 3 ms\n$/)]);
    const failed = prettyLine({ level: 50, time: 0, service: 'api', msg: 'job failed', queue: 'payouts', err: { type: 'Error', message: 'boom', stack: 'Error: boom\n    at a\n    at b\n    at c' } });
    expect(failed).toMatch(/ERROR job failed queue=payouts Error: boom \| {5}at a \| {5}at b$/);
    expect(failed).not.toContain('\n');
  });
});
