// Hours of steady use (issue #59): `npm run soak`. The api built and run in its own process as production runs
// it (soak-api.cjs), on embedded PostgreSQL with the demo data scaled up to a live site's (scale-data.ts), loaded
// by SOAK_MEMBERS members who have opened their pages before and read them again (page-mix.ts), with
// SOAK_WRITES_PER_SECOND writes beside. First a closed-loop burst of the same mix measures the capacity; then
// the members send at a constant SOAK_LOAD_SHARE of it for SOAK_MINUTES, each on a connection of their own, evenly paced.
// Each minute prints a line: throughput, p50/p99, the api's RSS and heap (its /metrics), its database
// connections (pg_stat_activity), its open handles and the errors. At the end, the goals' verdicts
// (soak-report.ts); exit code 1 when one is missed. The run goes to docs/benchmarks.md unless SOAK_WRITE_DOCS=0.
//   SOAK_MINUTES=30 SOAK_MEMBERS=120 SOAK_WRITES_PER_SECOND=5 SOAK_LOAD_SHARE=0.5 SOAK_CAPACITY_SECONDS=20 npm run soak
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import type { DataSource } from 'typeorm';
import { type Gauges, namedConnections, readGauges } from './api-gauges';
import { buildApi, startApiProcess } from './api-process';
import { benchApiEnv } from './bench-api-env';
import { benchIdToken, startBenchServices } from './bench-services';
import { writeToDocs } from './benchmark-docs';
import { scaleUpDemoData } from './scale-data';
import { loadReads, prepareSiteMembers, type SiteMembers, writesBeside } from './page-mix';
import { pacedReads } from './paced-reads';
import { minuteLine, type MinuteRow, minuteRow } from './soak-minutes';
import { soakTable, verdictLines, verdictsOf } from './soak-report';
import { freePort } from '../dev/processes.mjs';

const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
/** At least three minutes (minute 1 warms up, minute 2 is what the end is compared with); at most 50, as the members' ID tokens last an hour. */
const MINUTES = Math.min(50, Math.max(3, setting('SOAK_MINUTES', 30)));
const MEMBERS = setting('SOAK_MEMBERS', 120);
const WRITES_PER_SECOND = setting('SOAK_WRITES_PER_SECOND', 5);
const LOAD_SHARE = setting('SOAK_LOAD_SHARE', 0.5);
const CAPACITY_S = setting('SOAK_CAPACITY_SECONDS', 20);
/** The capacity burst's connections (as the live mix's). */
const CONNECTIONS = 50;
const SAMPLE_EVERY_MS = 5_000;
/** The api's pool (its default DATABASE_POOL_SIZE, set here so the ceiling follows it) and its cache listener's connection. */
const POOL_SIZE = 10;
const CONNECTION_CEILING = POOL_SIZE + 1;
const SECTION = { begin: '<!-- bench:soak begin -->', end: '<!-- bench:soak end -->' };

/** The api's request log: in the work directory, removed with it, unless SOAK_LOG_FILE keeps it for a look at the failed minutes. */
function requestLogFile(workDir: string): string {
  return process.env.SOAK_LOG_FILE ? path.resolve(process.env.SOAK_LOG_FILE) : path.join(workDir, 'api.log');
}

async function main(): Promise<boolean> {
  const { projectId, authPort, databaseUrl, dataSource, cleanups, workDir } = await startBenchServices();
  try {
    console.log('Building the api as its image does…');
    buildApi();
    console.log('Scaling the demo data up to a live site’s…', await scaleUpDemoData(dataSource));
    const api = await startApiProcess({
      ...benchApiEnv({ databaseUrl: namedConnections(databaseUrl), projectId, port: await freePort(), logFile: requestLogFile(workDir) }),
      DATABASE_POOL_SIZE: String(POOL_SIZE),
      // Every request is counted as in production (the counters' maps and flushes run), under limits one address
      // sending for a hundred members never reaches.
      RATE_LIMIT_PER_IP: '10000000',
      RATE_LIMIT_PER_CREDENTIAL: '10000000',
    });
    cleanups.unshift(() => api.stop());
    const members = await prepareSiteMembers(api.url, dataSource, projectId, MEMBERS, (email) => benchIdToken(authPort, email));
    const writes = writesBeside(api.url, members.writers, members.arrivals, WRITES_PER_SECOND);

    writes.start();
    process.stdout.write(`Capacity: ${MEMBERS} members at ${CONNECTIONS} connections, ${CAPACITY_S} s, ${WRITES_PER_SECOND} writes/s beside… `);
    const burst = await loadReads(api.url, members.reads, members.readers, CONNECTIONS, CAPACITY_S);
    const capacityRps = Math.round(burst.requests.total / burst.duration);
    const rateRps = Math.round(capacityRps * LOAD_SHARE);
    console.log(`${capacityRps} req/s (p99 ${burst.latency.p99} ms${burst.errors + burst.non2xx ? `, ${burst.errors + burst.non2xx} errors` : ''}); the soak sends ${rateRps} req/s`);
    const writesBefore = { ...writes.written };

    const rows = await soak(api.url, members, rateRps, () => writes.written.failed, dataSource);
    await writes.stop();
    const busyAfter = await busyAfterLoad(api.url, dataSource);
    await members.reset();

    const run = {
      rows,
      members: MEMBERS,
      writesPerSecond: WRITES_PER_SECOND,
      capacityRps,
      rateRps,
      connectionCeiling: CONNECTION_CEILING,
      busyAfter,
      writes: writes.written.writes - writesBefore.writes,
      failedWrites: writes.written.failed - writesBefore.failed,
    };
    const verdicts = verdictsOf(run);
    console.log(`\n${verdictLines(verdicts).join('\n')}`);
    if (process.env.SOAK_WRITE_DOCS !== '0') writeToDocs(SECTION, soakTable(run, verdicts));
    return verdicts.every((verdict) => verdict.met);
  } finally {
    for (const cleanup of cleanups) await cleanup().catch((error) => console.error(error));
  }
}

/**
 * The load at `rateRps` for MINUTES, one row (and one printed line) a minute: each member on a connection of
 * their own, as a browser, evenly paced (pacedReads). Each minute is one load of 60 s, sampled every few seconds.
 * The ids of the reads that failed are printed at the end, to be looked up in the api's log (SOAK_LOG_FILE).
 */
async function soak(baseUrl: string, members: SiteMembers, rateRps: number, failedWrites: () => number, dataSource: DataSource): Promise<MinuteRow[]> {
  const rows: MinuteRow[] = [];
  const failedIds: string[] = [];
  let errorsSoFar = { graphql: (await readGauges(baseUrl, dataSource)).graphqlErrors, writes: failedWrites() };
  for (let minute = 1; minute <= MINUTES; minute++) {
    const samples: Gauges[] = [];
    const sampling = setInterval(() => void readGauges(baseUrl, dataSource).then((gauges) => samples.push(gauges)), SAMPLE_EVERY_MS);
    const load = await pacedReads(baseUrl, members.reads, members.readers, 60, rateRps, `soak-m${minute}`);
    failedIds.push(...load.failedIds);
    clearInterval(sampling);
    const last = await readGauges(baseUrl, dataSource);
    samples.push(last);
    const errors = { graphql: last.graphqlErrors, writes: failedWrites() };
    const row = minuteRow(minute, load, samples, errors.graphql - errorsSoFar.graphql + errors.writes - errorsSoFar.writes);
    errorsSoFar = errors;
    console.log(minuteLine(row));
    rows.push(row);
  }
  if (failedIds.length) console.log(`The failed reads' request ids (the api logs each as reqId): ${failedIds.join(' ')}`);
  return rows;
}

/** The api's connections still busy once its last answers are in (a few seconds at most; a leaked transaction stays). */
async function busyAfterLoad(baseUrl: string, dataSource: DataSource): Promise<number> {
  let busy = 0;
  for (let attempt = 0; attempt < 10; attempt++) {
    busy = (await readGauges(baseUrl, dataSource)).busy;
    if (busy === 0) return 0;
    await delay(1000);
  }
  return busy;
}

// An explicit exit code: the stopped emulator and database must not decide it.
main().then(
  (passed) => process.exit(passed ? 0 : 1),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
