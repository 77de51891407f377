import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { startJobRunner, type JobRunner } from '@bonus/server';
import { testServices } from '@bonus/server/testing';
import { DirectoryWatch } from './observability/directory-watch';
import { ACCOUNT_CHANGE_STALE_MINUTES, authProbe, HEALTH_CHECK_TIMEOUT_MS, MAIL_OUTBOX_STALE_MINUTES, readiness } from './observability/health';
import { DatabaseSwitch, startDatabaseSwitch } from './testing/service-switch';
import { eventually } from './testing/api-process';
import { freePort, startTestApi, TestApi } from './testing/test-api';

const workDir = mkdtempSync(path.join(os.tmpdir(), 'bonus-klub-health-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

describe('/health, /ready and /live of the running api', () => {
  let api: TestApi;
  let database: DatabaseSwitch;
  beforeAll(async () => {
    api = await startTestApi({
      env: { MAIL_DIR: path.join(workDir, 'mail') },
      routeDatabase: async (url) => {
        database = await startDatabaseSwitch(url);
        return database.url;
      },
    });
  });
  afterAll(async () => {
    await database.on();
    await api.stop();
    await database.close();
  });

  it('names every dependency, and /ready gives the same answer', async () => {
    const health = await api.call('GET', '/health');
    expect(health).toEqual({
      status: 200,
      body: {
        status: 'ok',
        database: 'ok',
        checks: {
          database: { state: 'ok' },
          auth: { state: 'ok' },
          mailOutbox: { state: 'ok', oldestUnsentAt: null, oldestUnsentMinutes: null },
          firebaseAccountChanges: { state: 'ok', oldestDueAt: null, oldestDueMinutes: null },
          jobs: { state: 'ok', queues: expect.objectContaining({ 'member-mail': { state: 'never', lastRunAt: null }, 'bank-connection-sync': { state: 'never', lastRunAt: null } }) },
          bankSync: { state: 'never', lastRunAt: null },
          directories: { state: 'ok', mail: { path: path.join(workDir, 'mail'), state: 'ok' } },
        },
      },
    });
    expect(await api.call('GET', '/ready')).toEqual(health);
    expect(await api.call('GET', '/live')).toEqual({ status: 200, body: { status: 'ok' } });
  });

  it('reports a mail waiting too long as degraded, still ready, and ok once it went', async () => {
    const [{ id: userId }] = await api.db.dataSource.query(`SELECT id FROM app_user WHERE email = 'basic@demo.cz'`);
    const [{ id }] = await api.db.dataSource.query(
      `INSERT INTO member_mail (user_id, subject, text, html, created_at) VALUES ($1, 'Výplata', 'x', '<p>x</p>', now() - make_interval(mins => $2)) RETURNING id`,
      [userId, MAIL_OUTBOX_STALE_MINUTES + 15],
    );
    const stale = await api.call('GET', '/health');
    expect(stale.status).toBe(200);
    expect(stale.body.status).toBe('degraded');
    expect(stale.body.checks.mailOutbox).toEqual({ state: 'stale', oldestUnsentAt: expect.any(String), oldestUnsentMinutes: MAIL_OUTBOX_STALE_MINUTES + 15 });

    await api.db.dataSource.query(`UPDATE member_mail SET status = 'sent', sent_at = now() WHERE id = $1`, [id]);
    expect((await api.call('GET', '/health')).body).toMatchObject({ status: 'ok', checks: { mailOutbox: { state: 'ok', oldestUnsentAt: null } } });
  });

  it('reports a Firebase account change due too long as degraded, still ready, and ok once Firebase made it', async () => {
    await api.db.dataSource.query(`INSERT INTO firebase_account_change (firebase_uid, action, due_since) VALUES ('health-uid', 'disable', now() - make_interval(mins => $1))`, [
      ACCOUNT_CHANGE_STALE_MINUTES + 5,
    ]);
    const stale = await api.call('GET', '/health');
    expect([stale.status, stale.body.status]).toEqual([200, 'degraded']);
    expect(stale.body.checks.firebaseAccountChanges).toEqual({ state: 'stale', oldestDueAt: expect.any(String), oldestDueMinutes: ACCOUNT_CHANGE_STALE_MINUTES + 5 });

    await api.db.dataSource.query(`DELETE FROM firebase_account_change WHERE firebase_uid = 'health-uid'`);
    expect((await api.call('GET', '/health')).body).toMatchObject({ status: 'ok', checks: { firebaseAccountChanges: { state: 'ok', oldestDueAt: null } } });
  });

  it('is not ready (503) but alive while the database is down, and ready again when it is back', async () => {
    await database.off();
    try {
      const down = await api.call('GET', '/ready');
      expect(down.status).toBe(503);
      expect(down.body).toMatchObject({
        status: 'error',
        database: 'unreachable',
        error: expect.any(String),
        checks: { database: { state: 'down' }, auth: { state: 'ok' }, mailOutbox: { state: 'unknown' }, jobs: { state: 'unknown' } },
      });
      expect((await api.call('GET', '/health')).status).toBe(503);
      expect(await api.call('GET', '/live')).toEqual({ status: 200, body: { status: 'ok' } });
    } finally {
      await database.on();
    }
    await eventually(async () => expect((await api.call('GET', '/ready')).status).toBe(200));
  }, 60_000);
});

describe('the mail or log directory cannot be written', () => {
  it('keeps the api answering and ready, with the directory named unwritable and its error code', async () => {
    const blocker = path.join(workDir, 'not-a-directory');
    writeFileSync(blocker, 'a file where the mail directory should be');
    const api = await startTestApi({ env: { MAIL_DIR: path.join(blocker, 'mail') } });
    try {
      const health = await api.call('GET', '/health');
      expect(health.status).toBe(200);
      expect(health.body).toMatchObject({ status: 'degraded', checks: { database: { state: 'ok' }, directories: { state: 'unwritable', mail: { state: 'unwritable', code: 'ENOTDIR', since: expect.any(String) } } } });
      expect((await api.call('GET', '/tier_all')).status).toBe(200);
      expect((await api.call('GET', '/live')).status).toBe(200);
    } finally {
      await api.stop();
    }
  });

  it('treats a full, a read-only and a forbidden directory alike, reporting each change of state once', async () => {
    const reports: Array<{ level: string; fields: Record<string, unknown> }> = [];
    let failure: string | null = 'ENOSPC';
    const fail = async () => {
      if (failure) throw Object.assign(new Error(`${failure}: write failed`), { code: failure });
    };
    const watch = new DirectoryWatch({ mail: '/var/mail/bonus' }, (level, fields) => reports.push({ level, fields }), { mkdir: async () => undefined, writeFile: fail, unlink: async () => undefined });

    expect(await watch.check()).toEqual({ mail: { path: '/var/mail/bonus', state: 'unwritable', code: 'ENOSPC', since: expect.any(String) } });
    await watch.check();
    watch.failed('mail', Object.assign(new Error('no space'), { code: 'ENOSPC' }));
    expect(reports).toEqual([{ level: 'error', fields: { code: 'DIRECTORY_UNWRITABLE', directory: 'mail', path: '/var/mail/bonus', errorCode: 'ENOSPC' } }]);

    for (const code of ['EROFS', 'EACCES']) {
      failure = code;
      expect((await watch.check()).mail).toMatchObject({ state: 'unwritable', code });
    }
    failure = null;
    expect((await watch.check()).mail).toEqual({ path: '/var/mail/bonus', state: 'ok' });
    await watch.check();
    expect(reports.map((report) => [report.level, report.fields.code, report.fields.errorCode])).toEqual([
      ['error', 'DIRECTORY_UNWRITABLE', 'ENOSPC'],
      ['error', 'DIRECTORY_UNWRITABLE', 'EROFS'],
      ['error', 'DIRECTORY_UNWRITABLE', 'EACCES'],
      ['info', 'DIRECTORY_WRITABLE', undefined],
    ]);
  });
});

describe('the readiness of each dependency', () => {
  let api: TestApi;
  let runner: JobRunner | null = null;
  const directories = new DirectoryWatch({}, () => undefined);
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => {
    await runner?.stop();
    await api.stop();
  });
  const services = () => testServices(api.db.dataSource);

  it('is not ready while Firebase Auth cannot be reached, and ready again once it answers', async () => {
    const port = await freePort();
    const answer = readiness({ dataSource: api.db.dataSource, services: services(), jobs: [], auth: authProbe({}, `http://127.0.0.1:${port}/`), directories, cacheMs: 0 });
    expect(await answer()).toMatchObject({ status: 'error', database: 'ok', checks: { database: { state: 'ok' }, auth: { state: 'down', error: expect.any(String) } } });

    const firebase: Server = createServer((_request, response) => response.end('{"authEmulator":{"ready":true}}'));
    await new Promise<void>((resolve) => firebase.listen(port, '127.0.0.1', resolve));
    try {
      expect(await answer()).toMatchObject({ status: 'ok', checks: { auth: { state: 'ok' } } });
    } finally {
      await new Promise((resolve) => firebase.close(resolve));
    }
  });

  it('calls a directory whose write never returns (a hung network disk) unwritable, within the check time, and stays ready', async () => {
    const hung = new DirectoryWatch({ log: '/mnt/logs' }, () => undefined, { mkdir: async () => undefined, writeFile: () => new Promise<void>(() => undefined), unlink: async () => undefined });
    const answer = readiness({ dataSource: api.db.dataSource, services: services(), jobs: [], auth: async () => undefined, directories: hung, cacheMs: 0 });
    const started = Date.now();
    expect(await answer()).toMatchObject({ status: 'degraded', checks: { directories: { state: 'unwritable', error: expect.stringMatching(/^no answer within/) } } });
    expect(Date.now() - started).toBeLessThan(HEALTH_CHECK_TIMEOUT_MS + 1000);
  });

  it("names each job's and the bank sync's last run, and a job that has not run for too long as stale", async () => {
    const bankSync = { queue: 'bank-connection-sync', cron: '15 5 * * *', staleAfterMinutes: 26 * 60 };
    const ran: string[] = [];
    runner = await startJobRunner({ databaseUrl: api.db.url, logger: pino({ level: 'silent' }), jobs: [{ ...bankSync, run: async () => void ran.push('sync') }] });
    const jobs = [bankSync, { queue: 'monthly-report' }];
    const answer = readiness({ dataSource: api.db.dataSource, services: services(), jobs, auth: async () => undefined, directories, cacheMs: 0 });
    expect((await answer()).checks.bankSync).toEqual({ state: 'never', lastRunAt: null });

    await runner.send(bankSync.queue, {});
    await eventually(async () => expect((await answer()).checks.bankSync).toEqual({ state: 'ok', lastRunAt: expect.any(String) }), 20_000);
    expect(ran).toEqual(['sync']);
    expect((await answer()).checks.jobs).toEqual({ state: 'ok', queues: { 'bank-connection-sync': { state: 'ok', lastRunAt: expect.any(String) }, 'monthly-report': { state: 'never', lastRunAt: null } } });

    await api.db.dataSource.query(`UPDATE pgboss.job SET completed_on = now() - interval '27 hours' WHERE name = $1`, [bankSync.queue]);
    const stale = await answer();
    expect(stale).toMatchObject({ status: 'degraded', checks: { bankSync: { state: 'stale' }, jobs: { state: 'stale' } } });
    expect(Date.now() - Date.parse(stale.checks.jobs.queues[bankSync.queue].lastRunAt!)).toBeGreaterThan(26 * 3_600_000);
  }, 60_000);
});
